import sharp from 'sharp'
import { swatchHex } from '~/modules/catalogue/catalogue.ts'

const SIZE = 1024
/** Medium print, centred on the chest: the print area's box on the 1024 px mockup. */
export const PRINT_AREA = { left: 322, top: 270, width: 380, height: 380 }

const TEE =
  'M372,118 C410,150 462,166 512,166 C562,166 614,150 652,118 L806,178 C846,194 878,222 898,262 L968,402 L842,470 L786,380 L786,920 C786,938 772,950 754,950 L270,950 C252,950 238,938 238,920 L238,380 L182,470 L56,402 L126,262 C146,222 178,194 218,178 Z'

function shirtSvg(hex: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.18" stop-color="#000" stop-opacity="0.04"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.82" stop-color="#000" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.24"/></linearGradient>
    <linearGradient id="drop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-opacity="0.25"/></filter>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="#f1f2f4"/>
  <path d="${TEE}" fill="${hex}" filter="url(#shadow)"/>
  <path d="${TEE}" fill="url(#body)"/>
  <path d="${TEE}" fill="url(#drop)"/>
  <path d="M372,118 C410,150 462,166 512,166 C562,166 614,150 652,118 L630,110 C600,136 560,148 512,148 C464,148 424,136 394,110 Z" fill="${hex}"/>
  <path d="M372,118 C410,150 462,166 512,166 C562,166 614,150 652,118 L630,110 C600,136 560,148 512,148 C464,148 424,136 394,110 Z" fill="#000" opacity="0.3"/>
  <path d="M394,110 C424,136 464,148 512,148 C560,148 600,136 630,110" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>
  <path d="M238,380 L238,300 M786,380 L786,300" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>
  <path d="M178,462 L64,400 M846,462 L960,400" stroke="#000" stroke-opacity="0.18" stroke-width="5"/>
  </svg>`
}

/** Folds drawn over the print so it sits in the fabric rather than on top of it. */
const FOLDS = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  <path d="M300,520 C360,560 380,700 330,860" stroke="#000" stroke-opacity="0.07" stroke-width="26" fill="none"/>
  <path d="M720,500 C670,580 690,720 730,880" stroke="#000" stroke-opacity="0.06" stroke-width="22" fill="none"/>
</svg>`)

/** The design composited onto a shirt of the colour, as WebP. */
export async function renderMockup(design: Buffer, color: string): Promise<Buffer> {
  const print = await sharp(design)
    .resize(PRINT_AREA.width, PRINT_AREA.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  return sharp(Buffer.from(shirtSvg(swatchHex(color))))
    .composite([
      { input: print, left: PRINT_AREA.left, top: PRINT_AREA.top },
      { input: FOLDS, left: 0, top: 0 },
    ])
    .webp({ quality: 84 })
    .toBuffer()
}
