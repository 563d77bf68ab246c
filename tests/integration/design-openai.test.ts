import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts'

// The store configured for OpenAI, talking to a local server that speaks OpenAI's wire format.
let app: TestApp
let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI({ slowMs: 4_000 })
  app = await startTestApp({
    OPENAI_API_KEY: 'sk-integration',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_IMAGE_MODEL: 'gpt-image-1',
    OPENAI_TIMEOUT_MS: '1000',
  })
})
afterAll(async () => {
  await app?.stop()
  await fake?.close()
})

describe('design generation through OpenAI', () => {
  it('generates through the provider and stores the picture', async () => {
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', {
      prompt: 'a lighthouse',
      style: 'Minimalist',
    })
    expect(response.status).toBe(201)
    const { design } = await response.json()
    expect(design.imageUrl).toMatch(/^\/images\/designs\//)
    const generation = fake.requests.find((r) => r.path === '/v1/images/generations')!
    expect(JSON.parse(generation.body).prompt).toContain('a lighthouse')
    // gpt-image models stream two partial pictures by default; the final one is stored.
    expect(JSON.parse(generation.body)).toMatchObject({ stream: true, partial_images: 2 })
  })

  it('answers a moderation_blocked refusal with a safety-system message (the Friendly Notice)', async () => {
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', { prompt: 'blockme' })
    expect(response.status).toBe(422)
    expect((await response.json()).message).toContain('safety system')
  })

  it('answers a moderation_blocked error event mid-stream with the safety-system message', async () => {
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', { prompt: 'midstreamblock' })
    expect(response.status).toBe(422)
    expect((await response.json()).message).toContain('safety system')
  })

  it('tells the shopper plainly when the account may not use the image model (unverified organization)', async () => {
    fake.unverifiedOrganization = true
    try {
      const before = fake.requests.filter((r) => r.path === '/v1/images/generations').length
      const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', { prompt: 'a lighthouse' })
      expect(response.status).toBe(503)
      const { message } = await response.json()
      expect(message).toContain('not available')
      expect(message).toContain('Trying again will not help')
      // One refusal, not a retry loop.
      expect(fake.requests.filter((r) => r.path === '/v1/images/generations').length).toBe(before + 1)
    } finally {
      fake.unverifiedOrganization = false
    }
  })

  it('answers 504 when the provider is too slow', async () => {
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', { prompt: 'slowpoke' })
    expect(response.status).toBe(504)
    expect((await response.json()).message).toContain('took too long')
  })

  it('shows the footer test-mode note without image generation', async () => {
    const html = await (await new TestClient(app.url).get('/')).text()
    expect(html).not.toMatch(/Test mode:[^<]*image generation/)
  })
})
