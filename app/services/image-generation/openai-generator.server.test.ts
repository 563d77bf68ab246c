import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { TINY_PNG_B64 } from '../../../tests/support/fake-openai.ts'
import { fake, generator, logged, request, withFakeOpenAI } from '../../../tests/support/openai-generator.ts'
import { largestImageSize } from './openai.server.ts'
import { GenerationError } from './types.ts'

// The OpenAI image generator through the official SDK, against a local server in OpenAI's wire format:
// requests, sizes, moderation, timeouts and the provider's errors.

withFakeOpenAI()

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

  it('does not ask gpt-image-2 for a transparent background, and asks it for its largest print-shaped picture', async () => {
    await generator(5_000, 'gpt-image-2').generate({ ...request, prompt: 'a fox' })
    const body = JSON.parse(fake.requests[1].body)
    expect(body.model).toBe('gpt-image-2')
    expect(body).not.toHaveProperty('background')
    // 15:19 like the print area, edges multiples of 16, within its pixel budget: 15 in wide at 169 DPI.
    expect(body.size).toBe('2544x3216')
  })

  it('knows the largest size of each model family', () => {
    expect(largestImageSize('gpt-image-1')).toBe('1024x1536')
    expect(largestImageSize('gpt-image-1.5')).toBe('1024x1536')
    expect(largestImageSize('gpt-image-1-mini')).toBe('1024x1536')
    expect(largestImageSize('gpt-image-2-2026-04-21')).toBe('2544x3216')
    expect(largestImageSize('gpt-image-2.5-flare')).toBe('2544x3216')
    expect(largestImageSize('dall-e-3')).toBe('1024x1792')
    expect(largestImageSize('sd-cpp-local')).toBeNull()
    const [w, h] = '2544x3216'.split('x').map(Number)
    expect([w % 16, h % 16, w * h <= 8_294_400, Math.max(w, h) <= 3840]).toEqual([0, 0, true, true])
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

  it('recognises a model refused to an unverified organization: permanent, and logged with what to do', async () => {
    fake.unverifiedOrganization = true
    try {
      for (const run of [
        () => generator().generate({ ...request, prompt: 'a fox in the snow' }),
        () => generator().transform({ image: Buffer.from(TINY_PNG_B64, 'base64'), style: 'Line Art', color: 'White' }),
      ]) {
        logged.length = 0
        const error = await run().catch((e) => e)
        expect(error).toBeInstanceOf(GenerationError)
        expect(error.kind).toBe('unavailable')
        expect(error.status).toBe(503)
        expect(error.message).toContain('Trying again will not help')
        expect(error.message).not.toContain('Please try again')
        expect(error.details).toMatchObject({ status: 403 })
        expect(logged).toEqual([
          expect.objectContaining({
            event: 'image_model_unavailable',
            kind: 'unavailable',
            advice: expect.stringContaining('https://platform.openai.com/settings/organization/general'),
          }),
        ])
        expect((logged[0] as { advice: string }).advice).toContain('OPENAI_IMAGE_MODEL')
      }
      // Asked once each: the SDK does not retry it and neither does the adapter.
      expect(fake.requests.filter((r) => r.path.startsWith('/v1/images/'))).toHaveLength(2)
    } finally {
      fake.unverifiedOrganization = false
    }
    // Another model the organization may use still works.
    const image = await generator(5_000, 'dall-e-3').generate({ ...request, prompt: 'a fox in the snow' })
    expect(image.generator).toBe('openai')
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
