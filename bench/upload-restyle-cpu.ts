// CPU time and memory of restyling one upload at its own resolution (ADR 172): a photo-like picture
// of the given size is stored as an upload is (cleanUploadedImage), restyled in one style at the
// edge the design module chooses (restyleEdge), and its print file made for the size-L area. Prints
// CPU (all threads, process.cpuUsage), wall time and the most memory held above the start (sampled
// every 50 ms) for the restyle and for the print file.
// Usage: npx tsx bench/upload-restyle-cpu.ts [style] [width] [height] [fit] [out.png]
import { writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { cleanUploadedImage } from '~/modules/design/upload.server.ts'
import { restyleEdge } from '~/modules/design/upload-print.ts'
import type { Style, UploadFit } from '~/modules/design/index.ts'
import { printArea, placeDesign } from '~/modules/print/index.ts'
import { renderPrintFile } from '~/modules/print/index.server.ts'
import { restylePhoto } from '~/services/image-generation/offline/offline.server.ts'

// As in the image threads: every task works on a new picture, so libvips' cache only holds memory.
sharp.cache(false)
const [style = 'Watercolor', width = '4000', height = '3000', fit = 'whole', out] = process.argv.slice(2)
const w = Number(width)
const h = Number(height)
// A photo-like picture: a sky, hills, a sun and fine noise (so the JPEG is of a photo's size).
const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#5b8fd6"/><stop offset="1" stop-color="#f3d9a4"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${w * 0.7}" cy="${h * 0.3}" r="${h * 0.1}" fill="#ffd34d"/><path d="M0 ${h * 0.7} Q${w * 0.3} ${h * 0.45} ${w * 0.6} ${h * 0.68} T${w} ${h * 0.6} V${h} H0Z" fill="#3d7a3a"/><rect x="${w * 0.15}" y="${h * 0.4}" width="${w * 0.04}" height="${h * 0.35}" fill="#6b4226"/><circle cx="${w * 0.17}" cy="${h * 0.38}" r="${h * 0.12}" fill="#2f6b2a"/></svg>`
const noise = await sharp({
  create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
})
  .png()
  .toBuffer()
const photo = await sharp(Buffer.from(scene))
  .composite([{ input: noise, blend: 'overlay' }])
  .jpeg({ quality: 90 })
  .toBuffer()
const clean = await cleanUploadedImage(photo)
if (!('bytes' in clean)) throw new Error(clean.message)
const edge = restyleEdge({ width: clean.width, height: clean.height }, fit as UploadFit)

async function measure<T>(work: () => Promise<T>) {
  const startRss = process.memoryUsage().rss
  let peakRss = startRss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  const cpuStart = process.cpuUsage()
  const wallStart = performance.now()
  const result = await work()
  const cpu = process.cpuUsage(cpuStart)
  clearInterval(sampler)
  return {
    result,
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
    wallSeconds: Number(((performance.now() - wallStart) / 1000).toFixed(1)),
    addedRssMB: Math.round((peakRss - startRss) / 1e6),
  }
}

const restyle = await measure(() => restylePhoto(clean.bytes, style as Style, '#ffffff', fit as UploadFit, edge))
const print = await measure(() => renderPrintFile(restyle.result, printArea(6, 'L')))
const trimmed = await sharp(restyle.result)
  .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 } })
  .toBuffer({ resolveWithObject: true })
const place = placeDesign({ width: trimmed.info.width, height: trimmed.info.height }, printArea(6, 'L'), 'raster')
console.log(
  JSON.stringify({
    style,
    upload: `${w}x${h}`,
    stored: `${clean.width}x${clean.height}`,
    edge,
    restyle: { cpuSeconds: restyle.cpuSeconds, wallSeconds: restyle.wallSeconds, addedRssMB: restyle.addedRssMB },
    printFile: { cpuSeconds: print.cpuSeconds, wallSeconds: print.wallSeconds, addedRssMB: print.addedRssMB },
    prints: `${place.widthInches} x ${place.heightInches} in at ${place.dpi} DPI`,
  }),
)
if (out) writeFileSync(out, restyle.result)
