import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { trimClearMargins } from './trim.server.ts'

const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 }

describe('trimming the clear margin around a design', () => {
  it('crops a transparent canvas to its artwork', async () => {
    const dot = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer()
    const canvas = await sharp({ create: { width: 200, height: 200, channels: 4, background: CLEAR } })
      .composite([{ input: dot, left: 50, top: 90 }])
      .png()
      .toBuffer()
    const meta = await sharp(await trimClearMargins(canvas)).metadata()
    expect([meta.width, meta.height]).toEqual([40, 20])
  })

  it('leaves a design with a background, and an empty canvas, as they are', async () => {
    const opaque = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer()
    expect(await trimClearMargins(opaque)).toBe(opaque)
    const empty = await sharp({ create: { width: 30, height: 30, channels: 4, background: CLEAR } })
      .png()
      .toBuffer()
    const meta = await sharp(await trimClearMargins(empty)).metadata()
    expect([meta.width, meta.height]).toEqual([30, 30])
  })
})
