// The ten restyles of an uploaded photo, side by side: one row per photo (and one for a cut-out with a
// transparent background), the original first, on a checkerboard so transparency shows. Each restyle is
// timed with libvips on one thread, as the slowest image thread would run it.
// Usage: npm run contact-sheet -- --uploads [out.png] [photo ...] (without photos, drawn test photos).
import { mkdirSync, readFileSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { STYLES } from '~/modules/design/index.ts'
import { restylePhoto } from '~/services/image-generation/offline/offline.server.ts'
import { escapeXml } from '~/services/image-generation/offline/drawing/svg.ts'

const TILE = 260
const LABEL = 30
const HEADER = 40

/** A drawn stand-in for a photo: sky, sun, hills, a figure, with grain (no photos ship with the repo). */
export function drawnPhoto(variant: number): Promise<Buffer> {
  const sky = ['#7fb2e5', '#f2a65a', '#3b4a7a'][variant % 3]
  const ground = ['#5f8f3e', '#b0895a', '#2f5d50'][variant % 3]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f6f1e4"/></linearGradient>
    <filter id="g"><feTurbulence type="fractalNoise" baseFrequency="0.9" seed="${variant + 1}"/><feColorMatrix values="0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0.25 0"/></filter></defs>
    <rect width="900" height="700" fill="url(#s)"/><circle cx="${200 + variant * 220}" cy="170" r="70" fill="#ffe27a"/>
    <path d="M0 430 Q220 330 450 420 T900 400 V700 H0Z" fill="${ground}"/>
    <ellipse cx="450" cy="600" rx="300" ry="60" fill="#00000033"/>
    <circle cx="450" cy="300" r="70" fill="#e2b48c"/><rect x="370" y="370" width="160" height="220" rx="50" fill="#c0392b"/>
    <rect x="390" y="580" width="45" height="110" fill="#2c3e50"/><rect x="465" y="580" width="45" height="110" fill="#2c3e50"/>
    <rect width="900" height="700" filter="url(#g)"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer()
}

/** The photo cut out: an oval around its middle kept, the rest transparent (as background removal leaves it). */
async function cutOut(photo: Buffer): Promise<Buffer> {
  const square = await sharp(photo).rotate().resize(1024, 1024, { fit: 'cover', position: 'attention' }).png().toBuffer()
  const oval = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><ellipse cx="512" cy="540" rx="330" ry="440" fill="#fff"/></svg>`,
  )
  return sharp(square)
    .ensureAlpha()
    .composite([{ input: oval, blend: 'dest-in' }])
    .png()
    .toBuffer()
}

export async function uploadSheet(args: string[]) {
  sharp.concurrency(1)
  const out = resolve(args[0] ?? 'test-results/upload-restyles.png')
  const named = args.slice(1).map((file) => ({ name: basename(file), bytes: readFileSync(file) }))
  const photos = named.length
    ? named
    : await Promise.all([0, 1, 2].map(async (i) => ({ name: `drawn ${i + 1}`, bytes: await drawnPhoto(i) })))
  const rows = [...photos, { name: `${photos[0].name} cut out`, bytes: await cutOut(photos[0].bytes) }]
  const checker = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}"><defs><pattern id="c" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#fff"/><rect width="10" height="10" fill="#ddd"/><rect x="10" y="10" width="10" height="10" fill="#ddd"/></pattern></defs><rect width="100%" height="100%" fill="url(#c)"/></svg>`,
    ),
  )
    .png()
    .toBuffer()
  const tiles: OverlayOptions[] = []
  const timings = new Map<string, number[]>()
  const cpuTimes = new Map<string, number[]>()
  const onChecker = async (png: Buffer) =>
    sharp(checker)
      .composite([{ input: await sharp(png).resize(TILE, TILE, { fit: 'cover' }).png().toBuffer() }])
      .png()
      .toBuffer()
  for (const [row, photo] of rows.entries()) {
    const top = HEADER + row * (TILE + 10)
    tiles.push({ input: await onChecker(photo.bytes), left: LABEL, top })
    for (const [column, style] of STYLES.entries()) {
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      const png = await restylePhoto(photo.bytes, style, '#ffffff')
      const cpu = process.cpuUsage(cpuStarted)
      timings.set(style, [...(timings.get(style) ?? []), performance.now() - started])
      cpuTimes.set(style, [...(cpuTimes.get(style) ?? []), (cpu.user + cpu.system) / 1000])
      tiles.push({ input: await onChecker(png), left: LABEL + (column + 1) * (TILE + 10), top })
    }
    console.log(`${row + 1}/${rows.length} ${photo.name}`)
  }
  const width = LABEL + (STYLES.length + 1) * (TILE + 10)
  const height = HEADER + rows.length * (TILE + 10)
  const text = (x: number, y: number, s: string, rotate = false) =>
    `<text x="${x}" y="${y}" ${rotate ? `transform="rotate(-90 ${x} ${y})"` : ''} font-family="DejaVu Sans, sans-serif" font-size="18" fill="#222">${escapeXml(s)}</text>`
  const labels = [
    text(LABEL + 8, 28, 'upload'),
    ...STYLES.map((style, i) => text(LABEL + (i + 1) * (TILE + 10) + 8, 28, style)),
    ...rows.map((photo, row) => text(22, HEADER + row * (TILE + 10) + TILE - 8, photo.name.slice(0, 24), true)),
  ].join('')
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e9e7e3"/>${labels}</svg>`
  mkdirSync(dirname(out), { recursive: true })
  await sharp(Buffer.from(frame)).composite(tiles).png({ compressionLevel: 9 }).toFile(out)
  console.log(`Wrote ${out} (${rows.length} uploads × ${STYLES.length} styles)`)
  // Wall time depends on what else the machine is doing; CPU time (one libvips thread) is the work itself.
  const spread = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y)
    return `${Math.round(sorted[Math.floor(sorted.length / 2)])} / ${Math.round(sorted.at(-1)!)} ms`
  }
  console.log('Per restyle on one libvips thread, median / slowest (the first draws its textures too):')
  for (const [style, values] of timings)
    console.log(`  ${style.padEnd(16)} CPU ${spread(cpuTimes.get(style)!)}, wall ${spread(values)}`)
}
