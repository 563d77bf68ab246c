import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderShareImage, wrapTitle } from './share-image.server.ts'

describe('wrapTitle', () => {
  it('wraps words into short lines and cuts after three', () => {
    expect(wrapTitle('A fox')).toEqual(['A fox'])
    expect(wrapTitle('one two three four five six seven', 10)).toEqual(['one two', 'three four', 'five six…'])
    expect(wrapTitle('x'.repeat(40), 10, 3)).toEqual(['xxxxxxxxx…'])
  })
})

describe('renderShareImage', () => {
  it('renders a 1200x630 PNG with or without a picture', async () => {
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    for (const input of [picture, null, Buffer.from('not an image')]) {
      const png = await renderShareImage({ title: 'Astronaut <cat> & "friends"', priceCents: 2499, picture: input })
      const meta = await sharp(png).metadata()
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })
    }
  })

  it('draws the picture on the left panel', async () => {
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const png = await renderShareImage({ title: 'Red', priceCents: 2499, picture })
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3))
    expect(at(315, 315)).toEqual([255, 0, 0])
  })
})
