import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeOpenAI, TINY_PNG_B64, type FakeOpenAI } from '../../../tests/support/fake-openai.ts'
import { largestImageSize, OpenAIImageGenerator, type OpenAIGeneratorOptions } from './openai.server.ts'
import { GenerationError, type GenerationProgress } from './types.ts'

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

type Extra = Partial<Pick<OpenAIGeneratorOptions, 'size' | 'quality' | 'moderation' | 'stream' | 'partialImages'>>

function generator(timeoutMs = 5_000, model = 'gpt-image-1', extra: Extra & { baseURL?: string } = {}) {
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

/** Everything a generation reported, in order, ending with "done" when the picture came back. */
function recorder() {
  const events: string[] = []
  const pictures: Buffer[] = []
  const progress: GenerationProgress = {
    onStage: (stage) => events.push(`stage:${stage}`),
    onPartial: (png, index) => {
      events.push(`partial:${index}`)
      pictures.push(png)
    },
  }
  return { events, pictures, progress }
}

describe('streamed generation (gpt-image models)', () => {
  it('reports screening and drawing, then each partial picture in order, then returns the final one', async () => {
    const { events, pictures, progress } = recorder()
    const image = await generator()
      .generate({ ...request, prompt: 'a fox' }, progress)
      .then((result) => {
        events.push('done')
        return result
      })
    expect(events).toEqual(['stage:screening', 'stage:drawing', 'partial:0', 'partial:1', 'done'])
    expect(pictures).toEqual(fake.partials.slice(0, 2))
    expect(image.png.toString('base64')).toBe(TINY_PNG_B64)
    expect(JSON.parse(fake.requests[1].body)).toMatchObject({ stream: true, partial_images: 2, model: 'gpt-image-1' })
  })

  it('asks for the configured number of partial pictures', async () => {
    const { events, progress } = recorder()
    await generator(5_000, 'gpt-image-1', { partialImages: 3 }).generate({ ...request, prompt: 'a fox' }, progress)
    expect(events.filter((e) => e.startsWith('partial'))).toEqual(['partial:0', 'partial:1', 'partial:2'])
    expect(JSON.parse(fake.requests[1].body)).toMatchObject({ stream: true, partial_images: 3 })
  })

  it('streams restyles of uploads through the edits endpoint too', async () => {
    const { events, pictures, progress } = recorder()
    const png = Buffer.from(TINY_PNG_B64, 'base64')
    const image = await generator().transform({ image: png, style: 'Line Art', color: 'White' }, progress)
    expect(events).toEqual(['stage:screening', 'stage:drawing', 'partial:0', 'partial:1'])
    expect(pictures).toEqual(fake.partials.slice(0, 2))
    expect(image.png.equals(png)).toBe(true)
    expect(fake.requests[1].path).toBe('/v1/images/edits')
    expect(fake.requests[1].body).toMatch(/name="stream"\r\n\r\ntrue\r\n/)
    expect(fake.requests[1].body).toMatch(/name="partial_images"\r\n\r\n2\r\n/)
  })

  it.each([
    ['streaming is off', 'gpt-image-1', { stream: 'off' }],
    ['no partial pictures are wanted', 'gpt-image-1', { partialImages: 0 }],
    ['the model is dall-e, even with streaming on', 'dall-e-3', { stream: 'on' }],
  ] as const)('makes a plain request when %s', async (_, model, extra) => {
    const { events, progress } = recorder()
    const image = await generator(5_000, model, extra).generate({ ...request, prompt: 'a fox' }, progress)
    expect(image.png.toString('base64')).toBe(TINY_PNG_B64)
    expect(events).toEqual(['stage:screening', 'stage:drawing'])
    const body = JSON.parse(fake.requests[1].body)
    expect(body).not.toHaveProperty('stream')
    expect(body).not.toHaveProperty('partial_images')
  })

  it('turns a moderation_blocked error event mid-stream into the safety-system message', async () => {
    const { events, progress } = recorder()
    const error = await generator()
      .generate({ ...request, prompt: 'midstreamblock' }, progress)
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('moderation')
    expect(error.message).toContain('safety system')
    expect(error.details).toMatchObject({ code: 'moderation_blocked', requestId: 'req_2' })
    expect(events).toEqual(['stage:screening', 'stage:drawing', 'partial:0'])
    expect(logged).toEqual([expect.objectContaining({ event: 'image_generation_failed', kind: 'moderation' })])
  })

  it('reports a provider failure for a server_error event mid-stream (the flat event shape)', async () => {
    const error = await generator()
      .generate({ ...request, prompt: 'midstreamfail' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('provider')
    expect(error.details).toMatchObject({ code: 'server_error', requestId: 'req_2' })
    expect(error.details.message).toContain('had an error')
  })

  it('maps a rate-limit event mid-stream to the rate-limit message', async () => {
    const error = await generator()
      .generate({ ...request, prompt: 'midstreamratelimit' })
      .catch((e) => e)
    expect(error.kind).toBe('rate_limit')
    expect(error.status).toBe(429)
  })

  it('gives up when a stream stalls past the timeout, after the partial pictures it did send', async () => {
    const { events, progress } = recorder()
    const started = Date.now()
    const error = await generator(800)
      .generate({ ...request, prompt: 'stallme' }, progress)
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2_500)
    expect(events).toContain('partial:0')
  })

  it('fails as a provider error when the stream ends without the final picture', async () => {
    const error = await generator()
      .generate({ ...request, prompt: 'cutoff' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('provider')
    expect(error.details).toMatchObject({ requestId: 'req_2', message: expect.stringContaining('without a final image') })
  })

  it('keeps drawing when a progress listener throws, and logs it', async () => {
    const image = await generator().generate(
      { ...request, prompt: 'a fox' },
      {
        onPartial: () => {
          throw new Error('listener broke')
        },
      },
    )
    expect(image.png.toString('base64')).toBe(TINY_PNG_B64)
    expect(logged[0]).toMatchObject({ event: 'image_progress_failed', message: 'listener broke' })
  })

  it('accepts a plain JSON answer from a server that ignores stream: true', async () => {
    const plain = await startFakeOpenAI({ streaming: false })
    try {
      const { events, progress } = recorder()
      const image = await generator(5_000, 'gpt-image-1', { baseURL: plain.baseURL }).generate(
        { ...request, prompt: 'a fox' },
        progress,
      )
      expect(image.png.toString('base64')).toBe(TINY_PNG_B64)
      expect(events).toEqual(['stage:screening', 'stage:drawing'])
      expect(JSON.parse(plain.requests[1].body)).toMatchObject({ stream: true })
    } finally {
      await plain.close()
    }
  })
})

describe('a LocalAI / stable-diffusion.cpp-style server (no moderation endpoint, no streaming)', () => {
  let local: FakeOpenAI
  beforeAll(async () => {
    local = await startFakeOpenAI({ local: true })
  })
  afterAll(async () => {
    await local?.close()
  })
  beforeEach(() => {
    local.requests.length = 0
  })
  const localGenerator = (extra: Extra = {}) =>
    generator(5_000, 'sd-cpp-local', { baseURL: local.baseURL, moderation: false, size: '512x768', ...extra })

  it("generates without screening, asking for base64 and none of OpenAI's own options", async () => {
    const { events, progress } = recorder()
    const image = await localGenerator().generate({ ...request, prompt: 'a fox' }, progress)
    expect(image.png.toString('base64')).toBe(TINY_PNG_B64)
    expect(events).toEqual(['stage:drawing'])
    expect(local.requests.map((r) => r.path)).toEqual(['/v1/images/generations'])
    const body = JSON.parse(local.requests[0].body)
    expect(body).toMatchObject({ model: 'sd-cpp-local', size: '512x768', response_format: 'b64_json', n: 1 })
    expect(body).not.toHaveProperty('stream')
    expect(body).not.toHaveProperty('background')
    expect(body).not.toHaveProperty('quality')
  })

  it('restyles uploads through its edits endpoint', async () => {
    const png = Buffer.from(TINY_PNG_B64, 'base64')
    const image = await localGenerator().transform({ image: png, style: 'Line Art', color: 'White' })
    expect(image.png.equals(png)).toBe(true)
    expect(local.requests.map((r) => r.path)).toEqual(['/v1/images/edits'])
    expect(local.requests[0].body).toMatch(/name="response_format"\r\n\r\nb64_json\r\n/)
  })

  it('streams nothing even with streaming on, when the server answers JSON', async () => {
    const { events, progress } = recorder()
    const image = await localGenerator({ stream: 'on' }).generate({ ...request, prompt: 'a fox' }, progress)
    expect(image.png.toString('base64')).toBe(TINY_PNG_B64)
    expect(events).toEqual(['stage:drawing'])
    expect(JSON.parse(local.requests[0].body)).toMatchObject({ stream: true, response_format: 'b64_json' })
  })

  it('refuses to generate unscreened while moderation is on, saying how to turn it off', async () => {
    const error = await localGenerator({ moderation: true })
      .generate({ ...request, prompt: 'a fox' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('provider')
    expect(local.requests.map((r) => r.path)).toEqual(['/v1/moderations'])
    expect(logged[0]).toMatchObject({ status: 404, message: expect.stringContaining('OPENAI_MODERATION=off') })
  })

  it('reports its plain-text errors as provider failures, keeping the text', async () => {
    const error = await localGenerator()
      .generate({ ...request, prompt: 'explode' })
      .catch((e) => e)
    expect(error.kind).toBe('provider')
    expect(error.details).toMatchObject({ status: 500, message: expect.stringContaining('error while processing') })
  })
})
