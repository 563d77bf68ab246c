// Print files of offline designs in one style, to judge them against their pictures: per prompt, the
// 1024-px picture, the whole print file for a size-L shirt, and a crop of the print at 100 % beside the
// same crop of the picture enlarged to print scale (what a print from the picture would be).
// Usage: npm run contact-sheet -- --prints [style] [out.png] [count]
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import type { Style } from '~/modules/design/index.ts'
import { placeDesign, printArea } from '~/modules/print/index.ts'
import { artworkBox, renderPrintFile } from '~/modules/print/index.server.ts'
import { drawDesign } from '~/services/image-generation/offline/offline.server.ts'
import { escapeXml } from '~/services/image-generation/offline/drawing/svg.ts'

const CELL = 360
const CAPTION = 40

/** Writes the sheet for the first `count` of `prompts` in `style`; prints each print file's CPU time. */
export async function printSheet(prompts: string[], style: Style, file: string, count: number) {
  const chosen = prompts.slice(0, count)
  const area = printArea(6, 'L')
  const tiles: OverlayOptions[] = []
  const captions: string[] = []
  const card = (input: Buffer) => sharp(input).flatten({ background: '#ffffff' }).png().toBuffer()
  for (const [row, prompt] of chosen.entries()) {
    const design = await drawDesign(prompt, style, 'image', '#ffffff')
    const started = process.cpuUsage()
    const print = await renderPrintFile(design, area)
    const cpu = process.cpuUsage(started)
    const seconds = (cpu.user + cpu.system) / 1e6
    const box = await artworkBox(design)
    const place = placeDesign(box, area, 'vector')
    const k = place.width / box.width
    // A crop around the middle of the artwork, CELL px of the print at 100 %.
    const left = Math.round(place.left + place.width / 2 - CELL / 2)
    const top = Math.round(place.top + place.height / 2 - CELL / 2)
    const crop = await sharp(print).extract({ left, top, width: CELL, height: CELL }).toBuffer()
    const enlarged = await sharp(design)
      .extract({
        left: Math.floor(box.left + (left - place.left) / k),
        top: Math.floor(box.top + (top - place.top) / k),
        width: Math.ceil(CELL / k) + 1,
        height: Math.ceil(CELL / k) + 1,
      })
      .resize(Math.round((Math.ceil(CELL / k) + 1) * k), null, { kernel: 'lanczos3' })
      .extract({ left: 0, top: 0, width: CELL, height: CELL })
      .toBuffer()
    const y = row * (CELL + CAPTION)
    const pictures = [
      await sharp(design).resize(CELL, CELL).toBuffer(),
      await sharp(print).resize(null, CELL).toBuffer(),
      crop,
      enlarged,
    ]
    let x = 0
    for (const input of pictures) {
      const shown = await card(input)
      tiles.push({ input: shown, left: x, top: y })
      x += ((await sharp(shown).metadata()).width ?? CELL) + 10
    }
    const label = `${prompt} — print ${area.widthPx} × ${area.heightPx} px at ${place.dpi} DPI, ${seconds.toFixed(1)} s CPU; picture | print | print at 100 % | picture enlarged`
    captions.push(
      `<text x="8" y="${y + CELL + 26}" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#222">${escapeXml(label)}</text>`,
    )
    console.log(`${row + 1}/${chosen.length} ${prompt}: ${seconds.toFixed(1)} s CPU`)
  }
  const width = CELL * 4 + 30 - CELL + Math.round((CELL * area.widthPx) / area.heightPx)
  const height = chosen.length * (CELL + CAPTION)
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e9e7e3"/>${captions.join('')}</svg>`
  const target = resolve(file)
  mkdirSync(dirname(target), { recursive: true })
  await sharp(Buffer.from(frame)).composite(tiles).png({ compressionLevel: 9 }).toFile(target)
  console.log(`Wrote ${target} (${chosen.length} ${style} print files)`)
}
