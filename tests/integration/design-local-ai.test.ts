import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts'

// The store configured for an OpenAI-compatible image server on the user's own GPU (LocalAI,
// stable-diffusion.cpp): no moderation endpoint, no streaming, its own model name.
let app: TestApp
let local: FakeOpenAI
beforeAll(async () => {
  local = await startFakeOpenAI({ local: true })
  app = await startTestApp({
    OPENAI_API_KEY: 'local',
    OPENAI_BASE_URL: local.baseURL,
    OPENAI_IMAGE_MODEL: 'sd-cpp-local',
    OPENAI_IMAGE_SIZE: '512x768',
    OPENAI_MODERATION: 'off',
  })
})
afterAll(async () => {
  await app?.stop()
  await local?.close()
})

describe('design generation through a local OpenAI-compatible server', () => {
  it('generates a design without a moderation call, asking for base64', async () => {
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', {
      prompt: 'a lighthouse',
      style: 'Minimalist',
    })
    expect(response.status).toBe(201)
    const { design } = await response.json()
    expect(design.imageUrl).toMatch(/^\/images\/designs\//)
    expect(local.requests.map((r) => r.path)).toEqual(['/v1/images/generations'])
    const body = JSON.parse(local.requests[0]!.body)
    expect(body).toMatchObject({ model: 'sd-cpp-local', size: '512x768', response_format: 'b64_json' })
    expect(body.prompt).toContain('a lighthouse')
  })

  it('restyles an upload through the edits endpoint', async () => {
    local.requests.length = 0
    const client = new TestClient(app.url)
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png')
    const uploaded = await (await client.request('/api/upload', { method: 'POST', body: form })).json()
    const response = await client.json('/api/designs/from-image', 'POST', {
      imagePath: uploaded.filePath,
      tshirtColor: 'White',
      style: 'Line Art',
    })
    expect(response.status).toBe(201)
    expect(local.requests.map((r) => r.path)).toEqual(['/v1/images/edits'])
  })

  it('answers a server failure with the generic provider message', async () => {
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', { prompt: 'explode' })
    expect(response.status).toBe(502)
    expect((await response.json()).message).toContain('could not create the design')
  })
})
