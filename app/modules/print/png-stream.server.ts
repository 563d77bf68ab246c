import { crc32, createDeflate } from 'node:zlib'

// A PNG written a band of rows at a time: the whole picture is never in memory, only one band and the
// compressed bytes so far. A 4500 × 5700 print file is 100 MB of pixels but a few MB of PNG, and an
// image worker must stay well under its memory budget (see ADR 124).

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/**
 * Encodes an RGBA picture `width` × `height` given as bands of whole rows (each band a multiple of
 * `width * 4` bytes, top to bottom, `height` rows in all) into a PNG tagged `dpi` dots per inch.
 * Each row is filtered with PNG's "Sub" filter (a pixel minus the one to its left), which packs flat
 * artwork and clear margins tightly at almost no cost.
 */
export async function encodePngBands(
  width: number,
  height: number,
  bands: AsyncIterable<Buffer>,
  { dpi, level = 6 }: { dpi: number; level?: number },
): Promise<Buffer> {
  const stride = width * 4
  const deflate = createDeflate({ level })
  const compressed: Buffer[] = []
  deflate.on('data', (data: Buffer) => compressed.push(data))
  const finished = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve)
    deflate.on('error', reject)
  })
  const write = (data: Buffer) =>
    new Promise<void>((resolve, reject) => deflate.write(data, (error) => (error ? reject(error) : resolve())))
  let rows = 0
  for await (const band of bands) {
    if (band.length % stride !== 0) throw new RangeError('A band holds whole rows')
    const count = band.length / stride
    const filtered = Buffer.alloc(count * (stride + 1))
    for (let r = 0; r < count; r++) {
      const src = r * stride
      const dst = r * (stride + 1)
      filtered[dst] = 1 // Sub
      for (let i = 0; i < 4; i++) filtered[dst + 1 + i] = band[src + i]
      for (let i = 4; i < stride; i++) filtered[dst + 1 + i] = (band[src + i] - band[src + i - 4]) & 0xff
    }
    rows += count
    if (rows > height) throw new RangeError('More rows than the picture is tall')
    await write(filtered)
  }
  if (rows !== height) throw new RangeError(`The picture has ${height} rows, ${rows} were given`)
  deflate.end()
  await finished
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 6 // RGBA
  const physical = Buffer.alloc(9)
  const perMetre = Math.round(dpi / 0.0254)
  physical.writeUInt32BE(perMetre, 0)
  physical.writeUInt32BE(perMetre, 4)
  physical[8] = 1 // metres
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('pHYs', physical),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
