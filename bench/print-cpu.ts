// CPU time of one print file of an offline design (ADR 139): draws the design, renders its print file
// for an area as the print thread does, and prints CPU (all threads, process.cpuUsage), wall time and
// the most memory the process held above where it started (sampled every 50 ms).
// Usage: npx tsx bench/print-cpu.ts [style] [prompt] [widthPx] [heightPx] [out.png]
// (15 × 15 in: 4500 4500; the size-L print area: 4500 5700.)
import { writeFileSync } from 'node:fs'
import sharp from 'sharp'
import type { Style } from '~/modules/design/index.ts'
import { renderPrintFile } from '~/modules/print/index.server.ts'
import { drawDesign } from '~/services/image-generation/offline/offline.server.ts'

// As in the image threads: every task works on a new picture, so libvips' cache only holds memory.
sharp.cache(false)
const [style = 'Watercolor', prompt = 'a fox reading a book under an oak tree', width = '4500', height = '4500', out] =
  process.argv.slice(2)
const design = await drawDesign(prompt, style as Style, 'image', '#ffffff')
const startRss = process.memoryUsage().rss
let peakRss = startRss
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
const cpuStart = process.cpuUsage()
const wallStart = performance.now()
const file = await renderPrintFile(design, { widthPx: Number(width), heightPx: Number(height) })
const cpu = process.cpuUsage(cpuStart)
clearInterval(sampler)
console.log(
  JSON.stringify({
    at: new Date().toISOString(),
    style,
    prompt,
    size: `${width}x${height}`,
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
    wallSeconds: Number(((performance.now() - wallStart) / 1000).toFixed(1)),
    addedRssMB: Math.round((peakRss - startRss) / 1e6),
    bytes: file.length,
  }),
)
if (out) writeFileSync(out, file)
