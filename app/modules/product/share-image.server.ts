import sharp, { type OverlayOptions } from 'sharp'
import { formatCents } from '~/modules/catalogue/index.ts'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-constants.ts'
const PICTURE_SIZE = 510

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

/** Breaks a title into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrapTitle(title: string, width = 17, maxLines = 3): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word
    if (!line) line = piece
    else if (`${line} ${piece}`.length <= width) line = `${line} ${piece}`
    else {
      lines.push(line)
      line = piece
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1).trimEnd()}…`
  return kept
}

/** Storage key of a stored picture: its own key, or the key behind one of our /images/ URLs. */

/** Renders the 1200x630 card: the design on the left, title, price and the store name on the right. */
export async function renderShareImage(input: { title: string; priceCents: number; picture: Buffer | null }) {
  const lines = wrapTitle(input.title)
  const text = lines.map((l, i) => `<text x="640" y="${200 + i * 58}" class="title">${escapeXml(l)}</text>`).join('')
  const priceY = 200 + lines.length * 58 + 40
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#eef2ff"/><stop offset="1" stop-color="#c7d2fe"/>
    </linearGradient>
    <style>
      .brand { font: 700 34px 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #3730a3; }
      .title { font: 700 46px 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #0f172a; }
      .price { font: 700 56px 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #4338ca; }
      .note { font: 400 28px 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #334155; }
    </style>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="50" y="50" width="${PICTURE_SIZE + 20}" height="${PICTURE_SIZE + 20}" rx="28" fill="#ffffff"/>
  <text x="640" y="110" class="brand">ShirtSmith</text>
  ${text}
  <text x="640" y="${priceY}" class="price">${escapeXml(formatCents(input.priceCents))}</text>
  <text x="640" y="${priceY + 56}" class="note">AI-designed t-shirt, printed on demand</text>
</svg>`
  const layers: OverlayOptions[] = []
  if (input.picture) {
    try {
      const picture = await sharp(input.picture, { limitInputPixels: 40_000_000 })
        .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 1 } })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer()
      layers.push({ input: picture, left: 60, top: 60 })
    } catch {
      // An unreadable picture leaves the white panel empty rather than failing the card.
    }
  }
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 8 }).toBuffer()
}
