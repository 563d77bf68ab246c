import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { fitToSquare } from './fit.server.ts'
import { restylePhoto } from './offline/offline.server.ts'

/** A 3:2 picture: a red band down its left edge, a blue one down its right (the tree at the edge). */
async function widePicture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#e8e0c8"/><rect width="60" height="400" fill="#ff0000"/><rect x="540" width="60" height="400" fill="#0000ff"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * 4
  return { r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3], width: info.width, height: info.height }
}

describe('fitToSquare', () => {
  it('keeps all of a wide picture, with clear margins above and below', async () => {
    const fitted = await fitToSquare(await widePicture(), 'whole')
    expect(await pixel(fitted, 512, 10)).toMatchObject({ a: 0, width: 1024, height: 1024 })
    expect(await pixel(fitted, 5, 512)).toMatchObject({ r: 255, b: 0, a: 255 })
    expect(await pixel(fitted, 1018, 512)).toMatchObject({ r: 0, b: 255, a: 255 })
  })
  it('crops a wide picture to a square when asked: its edges are gone', async () => {
    const cropped = await fitToSquare(await widePicture(), 'square')
    const left = await pixel(cropped, 5, 512)
    const right = await pixel(cropped, 1018, 512)
    expect(left.a).toBe(255)
    expect(left.r === 255 && right.b === 255).toBe(false)
  })
})

describe('restylePhoto with the whole picture', () => {
  it('restyles all of it and leaves the margins clear', async () => {
    const restyled = await restylePhoto(await widePicture(), 'Flat Design', '#ffffff', 'whole')
    expect((await pixel(restyled, 512, 10)).a).toBe(0)
    expect((await pixel(restyled, 512, 1013)).a).toBe(0)
    expect((await pixel(restyled, 20, 512)).a).toBeGreaterThan(200)
    expect((await pixel(restyled, 1003, 512)).a).toBeGreaterThan(200)
    // Cropped, the same picture has no clear margin.
    expect((await pixel(await restylePhoto(await widePicture(), 'Flat Design', '#ffffff', 'square'), 512, 10)).a).toBe(255)
  })
})
