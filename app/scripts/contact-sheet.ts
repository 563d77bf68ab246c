// Renders 10 prompts × 10 styles with the offline generator into one PNG, so anyone can judge at a
// glance whether the subjects show and the styles differ. Usage: npm run contact-sheet [-- out.png]
// With --scenes [count] [style] [out.png] [first] [--set name]: a sheet of the labelled scene prompts (scene-prompts.ts,
// or another set by name: second, third, held-out, fourth, held-out-2, held-out-3, held-out-4, held-out-5, sixth, seventh, eighth, ninth), each picture with its prompt under it, to judge
// whether each picture reads as its prompt. `--set frozen` draws the frozen held-out set: only to look at once the
// tuning is done, as it is scored (a miss seen there and then mended would make it one more tuning set).
// With --shirt #hex (any of the above but --uploads and --prints): pictures drawn for a shirt of that colour, on it.
// With --uploads [out.png] [photo ...]: the ten restyles of uploaded photos (upload-contact-sheet.ts).
// With --prints [style] [out.png] [count]: print files of the prompts below beside their pictures (print-contact-sheet.ts).
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { STYLES, type Style } from '~/modules/design/index.ts'
import { l, type SceneLabel } from '~/services/image-generation/offline/data/scene-label.ts'
import { SCENE_PROMPTS } from '~/services/image-generation/offline/data/scene-prompts.ts'
import { FROZEN_PROMPTS } from '~/services/image-generation/offline/data/scene-prompts-frozen.ts'
import * as heldOut from '~/services/image-generation/offline/data/scene-prompts-held-out.ts'
import * as unseen from '~/services/image-generation/offline/data/scene-prompts-unseen.ts'
import { drawDesign } from '~/services/image-generation/offline/offline.server.ts'
import { escapeXml } from '~/services/image-generation/offline/drawing/svg.ts'
import { printSheet } from './print-contact-sheet.ts'
import { uploadSheet } from './upload-contact-sheet.ts'

const PROMPTS = [
  'a knight fighting a dragon',
  'a lighthouse in a storm',
  'a corgi astronaut on the moon',
  'coffee cup with steam, text: Monday again',
  'a giraffe playing basketball',
  'a fox reading a book under an oak tree',
  'a neon samurai cat on a motorbike',
  'a panda eating ramen',
  'an owl in a pine forest at night',
  'a whale and a sailboat at sunset',
]

const TILE = 240
const LABEL = 200
const HEADER = 48

const SETS: Record<string, SceneLabel[]> = {
  scenes: SCENE_PROMPTS,
  second: unseen.SECOND_PROMPTS,
  third: unseen.THIRD_PROMPTS,
  'held-out': heldOut.HELD_OUT_PROMPTS,
  fourth: unseen.FOURTH_PROMPTS,
  'held-out-2': heldOut.HELD_OUT_2_PROMPTS,
  'held-out-3': heldOut.HELD_OUT_3_PROMPTS,
  'held-out-4': heldOut.HELD_OUT_4_PROMPTS,
  'held-out-5': heldOut.HELD_OUT_5_PROMPTS,
  sixth: unseen.SIXTH_PROMPTS,
  seventh: unseen.SEVENTH_PROMPTS,
  eighth: unseen.EIGHTH_PROMPTS,
  ninth: unseen.NINTH_PROMPTS,
  frozen: FROZEN_PROMPTS,
}
const argv = process.argv.slice(2)
// --shirt #hex draws every picture for a shirt of that colour and lays the sheet on it (dark shirts: Line Art's ink).
const shirtAt = argv.indexOf('--shirt')
const SHIRT_HEX = shirtAt >= 0 ? argv.splice(shirtAt, 2)[1] : '#ffffff'
const PAPER = shirtAt >= 0 ? SHIRT_HEX : '#e9e7e3'
const INK = shirtAt >= 0 && parseInt(SHIRT_HEX.slice(1, 3), 16) < 128 ? '#eeeeee' : '#222'
const setAt = argv.indexOf('--set')
const setName = setAt >= 0 ? argv.splice(setAt, 2)[1] : 'scenes'
// --prompts 'a fox in a car|a glass owl' draws those prompts instead of a set (with --scenes), to try a change on a few.
const promptsAt = argv.indexOf('--prompts')
if (promptsAt >= 0)
  SETS[setName] = argv
    .splice(promptsAt, 2)[1]
    .split('|')
    .map((prompt) => l(prompt, '', 'none'))
if (!SETS[setName]) throw new Error(`No scene prompt set "${setName}" (${Object.keys(SETS).join(', ')})`)
const args = argv
if (args[0] === '--uploads') {
  await uploadSheet(args.slice(1))
  process.exit(0)
}
if (args[0] === '--prints') {
  const style = (args[1] as Style | undefined) ?? 'Watercolor'
  await printSheet(PROMPTS, style, args[2] ?? `test-results/prints-${style.toLowerCase()}.png`, Number(args[3] ?? 4))
  process.exit(0)
}
if (args[0] === '--scenes') {
  await sceneSheet(
    SETS[setName],
    Number(args[1] ?? 48),
    (args[2] as Style | undefined) ?? 'Flat Design',
    args[3],
    Number(args[4] ?? 0),
  )
  process.exit(0)
}
const out = resolve(args[0] ?? 'data/contact-sheet.png')
const tiles: OverlayOptions[] = []
const timings: number[] = []
const cpuTimes: number[] = []
for (const [row, prompt] of PROMPTS.entries()) {
  for (const [column, style] of STYLES.entries()) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    const png = await drawDesign(prompt, style, 'image', SHIRT_HEX)
    timings.push(performance.now() - started)
    const cpu = process.cpuUsage(cpuStarted)
    cpuTimes.push((cpu.user + cpu.system) / 1000)
    tiles.push({
      input: await sharp(png).resize(TILE, TILE).png().toBuffer(),
      left: LABEL + column * TILE,
      top: HEADER + row * TILE,
    })
  }
  process.stdout.write(`${row + 1}/${PROMPTS.length} ${prompt}\n`)
}

const width = LABEL + STYLES.length * TILE
const height = HEADER + PROMPTS.length * TILE
const text = (x: number, y: number, s: string, size = 17) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${INK}">${escapeXml(s)}</text>`
const wrapped = (prompt: string) => {
  const lines: string[] = []
  for (const word of prompt.split(' ')) {
    if (lines.length && `${lines.at(-1)} ${word}`.length <= 20) lines[lines.length - 1] += ` ${word}`
    else lines.push(word)
  }
  return lines
}
const labels = [
  ...STYLES.map((style, i) => text(LABEL + i * TILE + 10, 32, style, 18)),
  ...PROMPTS.flatMap((prompt, row) => wrapped(prompt).map((line, k) => text(12, HEADER + row * TILE + 90 + k * 22, line))),
].join('')
const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${PAPER}"/>${labels}</svg>`

mkdirSync(dirname(out), { recursive: true })
await sharp(Buffer.from(frame)).composite(tiles).png({ compressionLevel: 9 }).toFile(out)
const ms = (n: number) => `${Math.round(n)} ms`
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `median ${ms(sorted[Math.floor(sorted.length / 2)])}, slowest ${ms(sorted.at(-1)!)}, total ${ms(values.reduce((a, b) => a + b, 0))}`
}
console.log(`Wrote ${out} (${width}×${height}, ${timings.length} designs)`)
// Wall time depends on what else the machine is doing; CPU time (all threads) is the work itself.
console.log(`Per design, wall: ${summary(timings)}`)
console.log(`Per design, CPU:  ${summary(cpuTimes)}`)

/** `count` labelled scene prompts in one style, eight a row, each with its prompt under it. */
async function sceneSheet(
  set: SceneLabel[],
  count: number,
  style: Style,
  file = `test-results/scenes-${style.replace(/\W+/g, '-').toLowerCase()}.png`,
  first = 0,
) {
  const size = 300
  const caption = 64
  const columns = 8
  // From `first` on, `count` prompts spread evenly over the rest of the set (all of them if it is that short);
  // from the start of the main set, the shopper's five prompts always come first.
  const lead = first === 0 && set === SCENE_PROMPTS ? set.slice(0, 5) : []
  const pool = set.slice(first + lead.length)
  const spread = Math.min(count - lead.length, pool.length)
  const step = pool.length / Math.max(1, spread)
  const prompts = [...lead, ...Array.from({ length: spread }, (_, i) => pool[Math.floor(i * step)])].map((label) => label.prompt)
  const rows = Math.ceil(prompts.length / columns)
  const pictures: OverlayOptions[] = []
  const captions: string[] = []
  for (const [i, prompt] of prompts.entries()) {
    const png = await drawDesign(prompt, style, 'image', SHIRT_HEX)
    const left = (i % columns) * size
    const top = Math.floor(i / columns) * (size + caption)
    pictures.push({ input: await sharp(png).resize(size, size).png().toBuffer(), left, top })
    const lines: string[] = []
    for (const word of prompt.split(' ')) {
      if (lines.length && `${lines.at(-1)} ${word}`.length <= 34) lines[lines.length - 1] += ` ${word}`
      else lines.push(word)
    }
    lines
      .slice(0, 3)
      .forEach((line, k) =>
        captions.push(
          `<text x="${left + 8}" y="${top + size + 16 + k * 17}" font-family="DejaVu Sans, sans-serif" font-size="14" fill="${INK}">${escapeXml(line)}</text>`,
        ),
      )
  }
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * size}" height="${rows * (size + caption)}"><rect width="100%" height="100%" fill="${PAPER}"/>${captions.join('')}</svg>`
  const target = resolve(file)
  mkdirSync(dirname(target), { recursive: true })
  await sharp(Buffer.from(frame)).composite(pictures).png({ compressionLevel: 9 }).toFile(target)
  console.log(`Wrote ${target} (${prompts.length} scene prompts in ${style})`)
}
