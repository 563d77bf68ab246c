import sharp from 'sharp'
import { assertSafeKey, getStorage, type DirectUrl, type ImageStorage } from './storage.server.ts'

/** Thumbnail widths served as WebP (`?w=`); anything else is refused so the cache stays bounded. */
export const THUMBNAIL_WIDTHS = [128, 256, 384, 512, 768] as const

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' }
// Keys are content-addressed by a random id and never rewritten, so they can be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable'

function safe(key: string) {
  try {
    assertSafeKey(key)
    return true
  } catch {
    return false
  }
}

/**
 * Serves a stored image, or a resized WebP variant made once and kept in storage. The caller has
 * decided who may see it; `publicFile` says anyone may. Where storage has an address of its own (a
 * bucket's presigned URL, a CDN) the answer is a redirect there, so the bytes never pass through the
 * web process; local disk streams them.
 */
export async function imageResponse(
  request: Request,
  key: string,
  storage: ImageStorage = getStorage(),
  { publicFile = false }: { publicFile?: boolean } = {},
) {
  const extension = key.split('.').pop()?.toLowerCase() ?? ''
  const type = TYPES[extension]
  if (!type || !safe(key) || key.startsWith('thumbs/')) return new Response('Not found', { status: 404 })

  const widthParam = new URL(request.url).searchParams.get('w')
  if (widthParam !== null) {
    const width = Number(widthParam)
    if (!THUMBNAIL_WIDTHS.includes(width as (typeof THUMBNAIL_WIDTHS)[number])) {
      return Response.json({ message: `w must be one of ${THUMBNAIL_WIDTHS.join(', ')}` }, { status: 400 })
    }
    const thumbKey = `thumbs/w${width}/${key.replace(/\.[a-z]+$/i, '')}.webp`
    let bytes: Buffer | null = null
    if (!(await storage.exists(thumbKey))) {
      const original = await storage.read(key)
      if (!original) return new Response('Not found', { status: 404 })
      bytes = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()
      await storage.put(thumbKey, bytes, 'image/webp')
    }
    const direct = await storage.directUrl(thumbKey, { publicFile, contentType: 'image/webp' })
    if (direct) return redirect(direct)
    bytes ??= await storage.read(thumbKey)
    if (!bytes) return new Response('Not found', { status: 404 })
    return new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': 'image/webp', 'Cache-Control': IMMUTABLE, 'Content-Length': String(bytes.length) },
    })
  }

  const direct = await storage.directUrl(key, { publicFile, contentType: type })
  if (direct) return (await storage.exists(key)) ? redirect(direct) : new Response('Not found', { status: 404 })
  const file = await storage.stream(key)
  if (!file) return new Response('Not found', { status: 404 })
  const body = new ReadableStream({
    start(controller) {
      file.stream.on('data', (chunk) => controller.enqueue(new Uint8Array(chunk as Buffer)))
      file.stream.on('end', () => controller.close())
      file.stream.on('error', (error) => controller.error(error))
    },
    cancel() {
      file.stream.destroy()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(file.size),
      'Cache-Control': IMMUTABLE,
      'Content-Security-Policy': "default-src 'none'",
    },
  })
}

/** A redirect to storage's own address, cached no longer than the address lives. */
function redirect(direct: DirectUrl) {
  return new Response(null, { status: 302, headers: { Location: direct.url, 'Cache-Control': direct.cacheControl } })
}
