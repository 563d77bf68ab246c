import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { DB } from '~/lib/db.server.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'
import { loadPrintResolution } from './print-file.server.ts'

// The product page's print figures come from the design's picture, read once per picture: requests
// that arrive together for a picture not read yet (a burst on a page just published) share the reading.

/** Storage holding `pictures`, counting its reads; each read takes a moment, as a disk or bucket does. */
function countingStorage(pictures: Map<string, Buffer>) {
  const storage = {
    reads: 0,
    async read(key: string) {
      storage.reads++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return pictures.get(key) ?? null
    },
  }
  return storage
}

const noDatabase = {} as DB // the picture's size is given, so no row is read
const red = () =>
  sharp({ create: { width: 400, height: 300, channels: 4, background: '#c0392bff' } })
    .png()
    .toBuffer()

describe('print resolution of a product page', () => {
  it('reads a picture once for requests that ask for it together', async () => {
    const key = 'designs/single-flight-together.png'
    const storage = countingStorage(new Map([[key, await red()]]))
    const picture = { image_key: key, image_width: 400, image_height: 300 }
    const ask = () =>
      loadPrintResolution(noDatabase, 1, { blueprintId: 6, size: 'L', picture }, storage as unknown as ImageStorage)
    const answers = await Promise.all(Array.from({ length: 20 }, ask))
    expect(storage.reads).toBe(1)
    expect(answers[0]).toMatchObject({ size: 'L', source: 'raster', pixelWidth: 400, pixelHeight: 300 })
    for (const answer of answers) expect(answer).toEqual(answers[0])
    await ask()
    expect(storage.reads).toBe(1)
  })

  it('reads a picture again when it was not there yet', async () => {
    const key = 'designs/single-flight-late.png'
    const pictures = new Map<string, Buffer>()
    const storage = countingStorage(pictures)
    const picture = { image_key: key, image_width: 400, image_height: 300 }
    const ask = () =>
      loadPrintResolution(noDatabase, 2, { blueprintId: 6, size: 'L', picture }, storage as unknown as ImageStorage)
    expect(await ask()).toBeNull()
    pictures.set(key, await red())
    expect(await ask()).toMatchObject({ pixelWidth: 400, pixelHeight: 300 })
    expect(storage.reads).toBe(2)
  })

  it('tries again after storage failed, and the failure reaches only its callers', async () => {
    const key = 'designs/single-flight-outage.png'
    const picture = { image_key: key, image_width: 400, image_height: 300 }
    const bytes = await red()
    let down = true
    const storage = {
      async read() {
        if (down) throw new Error('storage is away')
        return bytes
      },
    } as unknown as ImageStorage
    const ask = () => loadPrintResolution(noDatabase, 3, { blueprintId: 6, size: 'L', picture }, storage)
    await expect(Promise.all([ask(), ask()])).rejects.toThrow('storage is away')
    down = false
    expect(await ask()).toMatchObject({ pixelWidth: 400 })
  })
})
