// CPU time of one shirt mockup (the picture every design's page, colour and cart line shows): draws
// an offline design, renders its mockup once to warm the fabric maps, then each view and colour below
// `runs` times, and prints the median CPU (all threads, process.cpuUsage) and wall time per mockup.
// Usage: npx tsx bench/mockup-cpu.ts [style] [runs]
import sharp from 'sharp'
import type { Style } from '~/modules/design/index.ts'
import { renderMockup } from '~/modules/design/mockup.server.ts'
import { drawDesign } from '~/services/image-generation/offline/offline.server.ts'

// As in the image threads: every task works on a new picture, so libvips' cache only holds memory.
sharp.cache(false)
const [style = 'Flat Design', runs = '5'] = process.argv.slice(2)
const design = await drawDesign('a fox reading a book under an oak tree', style as Style, 'image', '#ffffff')
await renderMockup(design, 'White')
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
for (const [color, view] of [
  ['Navy', 'front'],
  ['White', 'closeup'],
  ['Black', 'back'],
] as const) {
  const cpu: number[] = []
  const wall: number[] = []
  let bytes = 0
  for (let run = 0; run < Number(runs); run++) {
    const cpuStart = process.cpuUsage()
    const wallStart = performance.now()
    bytes = (await renderMockup(design, color, { view })).length
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1e6)
    wall.push((performance.now() - wallStart) / 1000)
  }
  console.log(
    JSON.stringify({
      style,
      color,
      view,
      cpuSeconds: Number(median(cpu).toFixed(2)),
      wallSeconds: Number(median(wall).toFixed(2)),
      bytes,
    }),
  )
}
