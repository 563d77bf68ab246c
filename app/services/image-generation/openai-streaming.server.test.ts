import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeOpenAI, TINY_PNG_B64, type FakeOpenAI } from '../../../tests/support/fake-openai.ts'
import { fake, generator, logged, request, withFakeOpenAI, type Extra } from '../../../tests/support/openai-generator.ts'
import { GenerationError, type GenerationProgress } from './types.ts'

// The OpenAI image generator with streamed answers (partial pictures, errors and stalls mid-stream), and
// on a LocalAI / stable-diffusion.cpp-style server.

withFakeOpenAI()

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
