// The studio's heavy requests for the bench: a 12-megapixel photo uploaded, and the event loop's
// answer time while four Watercolor generations run beside it.
import sharp from 'sharp'
import { get, send } from './http.ts'

export async function twelveMegapixelJpeg() {
  const width = 4000
  const height = 3000
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 2654435761) >>> 24) ^ (i % 251)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer()
}

export function postUpload(baseUrl: string, jpeg: Buffer) {
  const boundary = `bench${Date.now()}`
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return send(new URL('/api/upload', baseUrl), {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(body.length),
      Origin: baseUrl,
    },
    body,
  })
}

/** `/healthz` every 10 ms while four Watercolor designs are generated at once; the generations' times. */
export async function healthDuringGenerations(baseUrl: string) {
  const generations: number[] = []
  let running = 4
  const runs = ['a fox in the rain', 'a heron at dawn', 'a lighthouse in fog', 'a kite over hills'].map(async (prompt) => {
    const start = performance.now()
    const body = JSON.stringify({
      prompt,
      style: 'Watercolor',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    })
    const answer = await send(new URL('/api/designs/generate', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Origin: baseUrl },
      body: Buffer.from(body),
    })
    if (answer.status !== 201) console.warn(`generation answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`)
    generations.push(performance.now() - start)
    running--
  })
  const latencies: number[] = []
  while (running > 0) {
    const start = performance.now()
    await get(baseUrl, '/healthz')
    latencies.push(performance.now() - start)
    await new Promise((r) => setTimeout(r, 10))
  }
  await Promise.all(runs)
  latencies.sort((a, b) => a - b)
  return {
    p99: latencies[Math.min(latencies.length - 1, Math.ceil(0.99 * latencies.length) - 1)],
    max: latencies[latencies.length - 1],
    samples: latencies.length,
    generations,
  }
}
