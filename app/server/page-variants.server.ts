import { brotliDecompressSync, constants, crc32, createBrotliCompress, createDeflateRaw, gunzipSync } from 'node:zlib'
import type { Transform } from 'node:stream'

/**
 * A cached page compressed once, yet answered with each response's own CSP nonce (ADR 118).
 *
 * The page is cut at each nonce. Its pieces are compressed once as one gzip (deflate) stream and one
 * brotli stream, flushed to a byte boundary before and after each nonce; each nonce's place is then
 * filled, per response, by an uncompressed block holding that response's nonce (a deflate stored
 * block, a brotli uncompressed meta-block), both of which the formats allow between compressed blocks.
 *
 * This is sound because the compressor never refers to the nonce's bytes: while compressing, each
 * nonce's place holds a placeholder of control bytes found nowhere else in the page, no two of its
 * byte pairs alike, so no match can start, end or lie in it (deflate matches are 3+ bytes, brotli's 2+)
 * and what was compressed there (then thrown away) left no state the decoder would miss. Brotli runs at
 * quality 4, as the compression middleware does, where it has no literal context modelling (which
 * would read the bytes before each piece). Every stream is decompressed once after it is made, and a
 * page whose streams do not give the page back is answered as before (compressed per response).
 */

/** Control bytes, never in the store's HTML or JSON (tab, line feed and carriage return excepted). */
const PLACEHOLDER_BYTES = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]
const BROTLI_QUALITY = 4

/** `count` placeholders of `length` bytes, no byte pair (within or across them) repeated; null if none fit. */
export function placeholders(count: number, length: number): Buffer[] | null {
  const used = new Set<number>()
  const unusedFrom = (byte: number) => PLACEHOLDER_BYTES.filter((b) => !used.has(byte * 256 + b)).length
  const result: Buffer[] = []
  for (let i = 0; i < count; i++) {
    const bytes = [PLACEHOLDER_BYTES[i % PLACEHOLDER_BYTES.length]!]
    while (bytes.length < length) {
      const last = bytes.at(-1)!
      // Onward to the byte with the most pairs left, so that the walk does not strand itself.
      let next: number | undefined
      for (const b of PLACEHOLDER_BYTES) {
        if (!used.has(last * 256 + b) && (next === undefined || unusedFrom(b) > unusedFrom(next))) next = b
      }
      if (next === undefined) return null
      used.add(last * 256 + next)
      bytes.push(next)
    }
    result.push(Buffer.from(bytes))
  }
  return result
}

export interface PageVariants {
  /** The page's text between the nonces (one piece when it has none). */
  pieces: Buffer[]
  gzip: { parts: Buffer[]; pieceCrcs: number[] } | null
  br: { parts: Buffer[] } | null
}

/** Compresses `pieces` with a placeholder between each two, flushing around each placeholder; the placeholders' output is dropped. */
async function spliceable(
  stream: Transform & { flush(kind: number, cb: () => void): void },
  flushKind: number,
  pieces: Buffer[],
  gaps: Buffer[],
) {
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  const take = () => Buffer.concat(out.splice(0))
  const flushed = () => new Promise<Buffer>((resolve) => stream.flush(flushKind, () => resolve(take())))
  const parts: Buffer[] = []
  for (let i = 0; i < pieces.length - 1; i++) {
    stream.write(pieces[i])
    parts.push(await flushed())
    stream.write(gaps[i])
    await flushed()
  }
  stream.end(pieces.at(-1))
  await new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject))
  parts.push(take())
  return parts
}

/** A deflate stored block (the stream is at a byte boundary after a sync flush). */
function storedBlock(data: Buffer) {
  const header = Buffer.alloc(5)
  header.writeUInt16LE(data.length, 1)
  header.writeUInt16LE(~data.length & 0xffff, 3)
  return Buffer.concat([header, data])
}

/** A brotli uncompressed meta-block, not the last (ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1). */
function uncompressedMetaBlock(data: Buffer) {
  const bits = ((data.length - 1) << 3) | (1 << 19)
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), data])
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])

/**
 * The gzip answer for `nonce`, as the buffers to write one after another: an answer of a page already in memory
 * is written without joining it into one more buffer (at a burst's rate, those copies were most of the garbage).
 */
export function gzipParts(variants: PageVariants, nonce: Buffer): Buffer[] {
  const { parts, pieceCrcs } = variants.gzip!
  const out: Buffer[] = [GZIP_HEADER]
  const gap = storedBlock(nonce)
  let crc = 0
  let size = 0
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      out.push(gap)
      crc = crc32(nonce, crc)
      size += nonce.length
    }
    out.push(parts[i]!)
    // The CRC of a piece alone is kept; continuing a CRC over a piece costs reading it.
    crc = i === 0 ? pieceCrcs[0]! : crc32(variants.pieces[i]!, crc)
    size += variants.pieces[i]!.length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  out.push(trailer)
  return out
}

export function brotliParts(variants: PageVariants, nonce: Buffer): Buffer[] {
  const { parts } = variants.br!
  const gap = uncompressedMetaBlock(nonce)
  const out: Buffer[] = []
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) out.push(gap)
    out.push(parts[i]!)
  }
  return out
}

export function plainParts(variants: PageVariants, nonce: Buffer): Buffer[] {
  const out: Buffer[] = []
  variants.pieces.forEach((piece, i) => {
    if (i > 0) out.push(nonce)
    out.push(piece)
  })
  return out
}

/** The page (its text, with `nonce` where each response's nonce goes) compressed once; null parts when that cannot be done soundly. */
export async function makeVariants(text: string, nonce: string | undefined): Promise<PageVariants> {
  const page = Buffer.from(text)
  const pieces: Buffer[] = []
  if (nonce) {
    const needle = Buffer.from(nonce)
    let from = 0
    for (let at = page.indexOf(needle); at >= 0; at = page.indexOf(needle, from)) {
      pieces.push(page.subarray(from, at))
      from = at + needle.length
    }
    pieces.push(page.subarray(from))
  } else pieces.push(page)
  const variants: PageVariants = { pieces, gzip: null, br: null }
  const gaps = placeholders(pieces.length - 1, nonce?.length ?? 0)
  // Placeholder bytes in the page itself would let the compressor refer to them.
  if (!gaps || PLACEHOLDER_BYTES.some((b) => page.includes(b))) return variants

  const deflated = await spliceable(createDeflateRaw({ level: 6 }), constants.Z_SYNC_FLUSH, pieces, gaps)
  const brotlied = await spliceable(
    createBrotliCompress({
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
    }),
    constants.BROTLI_OPERATION_FLUSH,
    pieces,
    gaps,
  )
  const candidate: PageVariants = { pieces, gzip: { parts: deflated, pieceCrcs: [crc32(pieces[0]!)] }, br: { parts: brotlied } }
  // Checked once, with a nonce of the same length that is not the page's.
  const probe = Buffer.from('Z'.repeat(nonce?.length ?? 0))
  const expected = Buffer.concat(plainParts(candidate, probe))
  const gzipOk = safely(() => gunzipSync(Buffer.concat(gzipParts(candidate, probe))).equals(expected))
  const brOk = safely(() => brotliDecompressSync(Buffer.concat(brotliParts(candidate, probe))).equals(expected))
  return { pieces, gzip: gzipOk ? candidate.gzip : null, br: brOk ? candidate.br : null }
}

function safely(check: () => boolean) {
  try {
    return check()
  } catch {
    return false
  }
}
