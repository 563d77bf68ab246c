// `npx tsx app/scripts/make-icons.ts`: draws the store's icons from public/favicon.svg into public/:
// favicon.ico (16, 32 and 48 px, for browsers and tools that ask for /favicon.ico whatever the page
// says), apple-touch-icon.png (180 px, on an opaque background as iOS wants), and the 192 and 512 px
// icons the web app manifest names. Run it again after changing the SVG; the results are committed.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const publicDir = path.resolve(import.meta.dirname, '../../public')
const svg = readFileSync(path.join(publicDir, 'favicon.svg'))

const png = (size: number, background?: string) => {
  const image = sharp(svg, { density: Math.ceil((72 * size) / 24) }).resize(size, size)
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer()
}

/** An ICO file holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)])
}

const sizes = [16, 32, 48]
writeFileSync(
  path.join(publicDir, 'favicon.ico'),
  ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))),
)
writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(180, '#4338ca'))
writeFileSync(path.join(publicDir, 'icon-192.png'), await png(192))
writeFileSync(path.join(publicDir, 'icon-512.png'), await png(512))
console.log('icons written to public/')
