import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeOpenAI, TINY_PNG_B64, type FakeOpenAI } from '../../../tests/support/fake-openai.ts'
import { OpenAIImageGenerator } from './openai.server.ts'
import { GenerationError } from './types.ts'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI({ slowMs: 3_000 })
})
afterAll(async () => {
  await fake?.close()
})
beforeEach(() => {
  fake.requests.length = 0
})

const logged: object[] = []
beforeEach(() => {
  logged.length = 0
})

function generator(timeoutMs = 5_000, model = 'gpt-image-1', extra: { size?: string; quality?: string } = {}) {
  return new OpenAIImageGenerator({
    apiKey: 'sk-test',
    baseURL: fake.baseURL,
    model,
    timeoutMs,
    log: (entry) => logged.push(entry),
    ...extra,
  })
}

const request = { style: 'Watercolor' as const, designType: 'image' as const, color: 'Navy' }

describe('OpenAI image generator (through the official SDK)', () => {
  it('screens the prompt, then generates a transparent png with the configured model', async () => {
    const image = await generator().generate({ ...request, prompt: 'a fox in the snow' })
    expect(image.generator).toBe('openai')
    expect(image.png.toString('base64')).toBe(TINY_PNG_B64)
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/moderations', '/v1/images/generations'])
    expect(fake.requests[0].authorization).toBe('Bearer sk-test')
    const body = JSON.parse(fake.requests[1].body)
    // A shirt print: portrait and high quality unless configured otherwise.
    expect(body).toMatchObject({
      model: 'gpt-image-1',
      background: 'transparent',
      output_format: 'png',
      n: 1,
      size: '1024x1536',
      quality: 'high',
    })
    expect(body.prompt).toContain('a fox in the snow')
    expect(body.prompt).toContain('watercolour')
  })

  it('asks for the configured size and quality', async () => {
    await generator(5_000, 'gpt-image-1', { size: '1024x1024', quality: 'medium' }).generate({ ...request, prompt: 'a fox' })
    expect(JSON.parse(fake.requests[1].body)).toMatchObject({ size: '1024x1024', quality: 'medium' })
  })

  it('does not ask gpt-image-2 for a transparent background', async () => {
    await generator(5_000, 'gpt-image-2').generate({ ...request, prompt: 'a fox' })
    const body = JSON.parse(fake.requests[1].body)
    expect(body.model).toBe('gpt-image-2')
    expect(body).not.toHaveProperty('background')
  })

  it('stops at the moderation endpoint when it flags the prompt', async () => {
    const error = await generator()
      .generate({ ...request, prompt: 'flagme please' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('moderation')
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/moderations'])
  })

  it('turns moderation_blocked into a moderation error and never retries it', async () => {
    const error = await generator()
      .generate({ ...request, prompt: 'blockme' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('moderation')
    expect(error.message).toContain('safety system')
    expect(fake.requests.filter((r) => r.path === '/v1/images/generations')).toHaveLength(1)
  })

  it('gives up after the configured timeout', async () => {
    const started = Date.now()
    const error = await generator(500)
      .generate({ ...request, prompt: 'slowpoke' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2_500)
  })

  it('reports a provider failure for a server error, keeping and logging its status and request id', async () => {
    const error = await generator()
      .generate({ ...request, prompt: 'explode' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('provider')
    expect(error.status).toBe(502)
    expect(error.details).toMatchObject({ status: 500, requestId: 'req_2' })
    expect(logged).toEqual([
      expect.objectContaining({ event: 'image_generation_failed', kind: 'provider', status: 500, requestId: 'req_2' }),
    ])
  })

  it('maps a 429 rate limit to a clear "try again" message, without retrying', async () => {
    const error = await generator()
      .generate({ ...request, prompt: 'ratelimitme' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('rate_limit')
    expect(error.status).toBe(429)
    expect(error.message).toContain('rate limit')
    expect(error.details).toMatchObject({ status: 429, code: 'rate_limit_exceeded', requestId: 'req_2' })
    expect(fake.requests.filter((r) => r.path === '/v1/images/generations')).toHaveLength(1)
    expect(logged[0]).toMatchObject({ kind: 'rate_limit', code: 'rate_limit_exceeded' })
  })

  it('maps insufficient_quota to an exhausted-quota message', async () => {
    const error = await generator()
      .generate({ ...request, prompt: 'nocredit' })
      .catch((e) => e)
    expect(error.kind).toBe('quota')
    expect(error.status).toBe(503)
    expect(error.message).toContain('quota')
    expect(error.details).toMatchObject({ status: 429, code: 'insufficient_quota', requestId: 'req_2' })
  })

  it('sends uploads to the edits endpoint after screening the image', async () => {
    const png = Buffer.from(TINY_PNG_B64, 'base64')
    const image = await generator().transform({ image: png, style: 'Line Art', color: 'White' })
    expect(image.png.equals(png)).toBe(true)
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/moderations', '/v1/images/edits'])
    expect(fake.requests[0].body).toContain('data:image/png;base64,')
    expect(fake.requests[1].contentType).toContain('multipart/form-data')
    expect(fake.requests[1].body).toContain('name="model"')
    expect(fake.requests[1].body).toMatch(/filename="upload\.png"\r\nContent-Type: image\/png/)
  })

  it.each([
    ['JPEG', 'jpeg', 'image/jpeg', 'upload.jpg'],
    ['WebP', 'webp', 'image/webp', 'upload.webp'],
  ] as const)('labels a %s upload with its real type for moderation and edits', async (_, format, mime, filename) => {
    const blank = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    const image = await blank[format]().toBuffer()
    await generator().transform({ image, style: 'Line Art', color: 'White' })
    expect(fake.requests[0].body).toContain(`data:${mime};base64,`)
    expect(fake.requests[0].body).not.toContain('data:image/png')
    expect(fake.requests[1].body).toContain(`filename="${filename}"\r\nContent-Type: ${mime}`)
  })
})
