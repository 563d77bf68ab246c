import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

// A local server answering in OpenAI's wire format, for testing the real adapter through the SDK:
// moderations, image generations and edits, streamed as server-sent events when asked for
// (`stream: true` with `partial_images`). Prompts containing a trigger word change the answer:
//   "flagme"   → the moderation endpoint flags the input
//   "blockme"  → images answer 400 moderation_blocked ("rejected by the safety system")
//   "slowpoke" → images answer after `slowMs`
//   "explode"  → images answer 500
//   "ratelimitme" → images answer 429 rate_limit_exceeded
//   "nocredit"    → images answer 429 insufficient_quota (the account's credit is spent)
// and, streamed, after the first partial picture:
//   "midstreamblock"     → an error event { type: 'error', error: { code: 'moderation_blocked', … } }
//   "midstreamfail"      → an error event in the flat shape { type: 'error', code: 'server_error', … }
//   "midstreamratelimit" → a flat error event with code rate_limit_exceeded
//   "stallme"            → silence for `slowMs` (or, with `holdStalls`, until releaseStalls()), then the rest
//   "cutoff"             → the stream ends without the completed event
// `unverifiedOrganization` (settable while running) makes it an account whose organization is not
// verified: gpt-image models answer 403 "Your organization must be verified to use the model …",
// every time, whatever the prompt (other models still work).
// `local: true` makes it a LocalAI / stable-diffusion.cpp-style server instead: no moderation endpoint
// (404), `stream` ignored (a plain JSON answer), a URL instead of base64 unless `response_format` is
// b64_json (LocalAI), and errors as { error: "text" } (stable-diffusion.cpp).

// A 1×1 transparent PNG.
export const TINY_PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

export interface RecordedRequest {
  method: string
  path: string
  authorization: string | null
  contentType: string | null
  body: string
}

export interface FakeOpenAI {
  baseURL: string
  requests: RecordedRequest[]
  /** The partial pictures a stream sends, in order (PNG bytes); the final one is TINY_PNG_B64. */
  partials: Buffer[]
  /** The organization is not verified: gpt-image models are refused with OpenAI's 403. */
  unverifiedOrganization: boolean
  /** Ends every held "stallme" silence, and every later one at once (with `holdStalls`). */
  releaseStalls: () => void
  close: () => Promise<void>
}

export interface FakeOpenAIOptions {
  /** How long "slowpoke" and "stallme" keep the client waiting. */
  slowMs?: number
  /** Act like LocalAI or stable-diffusion.cpp's server rather than OpenAI. */
  local?: boolean
  /** Serve /v1/moderations (default: unless local). */
  moderation?: boolean
  /** Answer `stream: true` with server-sent events (default: unless local). */
  streaming?: boolean
  /** The pause after each partial picture (a browser test may want to see them one by one). */
  partialDelayMs?: number
  /** Start as an account whose organization is not verified (see FakeOpenAI.unverifiedOrganization). */
  unverifiedOrganization?: boolean
  /**
   * "stallme" streams stay silent until releaseStalls() rather than for `slowMs`: a test that needs a
   * generation still drawing at some later step waits for that step, however long a loaded machine takes.
   */
  holdStalls?: boolean
}

/** A request parameter from a JSON body or a multipart form (edits). */
function paramOf(body: string, contentType: string | null, name: string): string | undefined {
  if (contentType?.includes('application/json')) {
    const value = (JSON.parse(body) as Record<string, unknown>)[name]
    return value === undefined || value === null ? undefined : String(value)
  }
  return new RegExp(`name="${name}"\r\n(?:[^\r]+\r\n)*\r\n([^\r]*)\r\n`).exec(body)?.[1]
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('latin1')
}

const SAFETY_MESSAGE =
  'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.'
const SERVER_ERROR_MESSAGE = 'The server had an error while processing your request.'

/** Three distinct 1×1 PNGs standing in for a picture taking shape. */
function partialPictures(): Promise<Buffer[]> {
  return Promise.all(
    [0, 1, 2].map((index) =>
      sharp({ create: { width: 1, height: 1, channels: 4, background: { r: 60 * (index + 1), g: 0, b: 0, alpha: 1 } } })
        .png()
        .toBuffer(),
    ),
  )
}

export async function startFakeOpenAI({
  slowMs = 2_000,
  local = false,
  moderation = !local,
  streaming = !local,
  partialDelayMs = 5,
  unverifiedOrganization = false,
  holdStalls = false,
}: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const state = { unverifiedOrganization, stallsReleased: !holdStalls }
  const heldStalls = new Set<() => void>()
  const releaseStalls = () => {
    state.stallsReleased = true
    for (const release of heldStalls) release()
    heldStalls.clear()
  }
  const stall = () =>
    state.stallsReleased
      ? holdStalls
        ? Promise.resolve()
        : later(slowMs)
      : new Promise<void>((resolve) => heldStalls.add(resolve))
  const requests: RecordedRequest[] = []
  const timers = new Set<NodeJS.Timeout>()
  const partials = await partialPictures()
  const later = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, ms)
      timers.add(timer)
    })

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    const path = (req.url ?? '').replace(/\?.*$/, '')
    const contentType = req.headers['content-type'] ?? null
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization ?? null,
      contentType,
      body,
    })
    const requestId = `req_${requests.length}`
    const send = (status: number, payload: unknown) => {
      if (res.destroyed) return
      res.writeHead(status, { 'Content-Type': 'application/json', 'x-request-id': requestId })
      res.end(JSON.stringify(payload))
    }
    const fail = (status: number, message: string, type: string, code: string | null) =>
      local ? send(status, { error: message }) : send(status, { error: { message, type, param: null, code } })

    // Retrieve a model (GET /v1/models/{model}): what a key may use.
    const model = /^\/v1\/models\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && model) {
      const id = decodeURIComponent(model[1]!)
      if (!/^(gpt-image|dall-e)/.test(id))
        return fail(404, `The model '${id}' does not exist`, 'invalid_request_error', 'model_not_found')
      return send(200, { id, object: 'model', created: 1_700_000_000, owned_by: 'system' })
    }
    if (req.method === 'POST' && path === '/v1/moderations' && moderation) {
      const flagged = body.includes('flagme')
      return send(200, {
        id: `modr-${requests.length}`,
        model: 'omni-moderation-latest',
        results: [
          {
            flagged,
            categories: { violence: flagged },
            category_scores: { violence: flagged ? 0.99 : 0.01 },
            category_applied_input_types: {},
          },
        ],
      })
    }
    const kind = path === '/v1/images/generations' ? 'image_generation' : path === '/v1/images/edits' ? 'image_edit' : null
    if (req.method === 'POST' && kind) {
      const model = paramOf(body, contentType, 'model') ?? ''
      if (state.unverifiedOrganization && model.startsWith('gpt-image')) {
        return fail(
          403,
          `Your organization must be verified to use the model \`${model}\`. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate.`,
          'invalid_request_error',
          null,
        )
      }
      if (body.includes('blockme')) return fail(400, SAFETY_MESSAGE, 'image_generation_user_error', 'moderation_blocked')
      if (body.includes('ratelimitme')) {
        return fail(
          429,
          'Rate limit reached for gpt-image-1 on images per minute. Please try again in 12s.',
          'requests',
          'rate_limit_exceeded',
        )
      }
      if (body.includes('nocredit')) {
        return fail(
          429,
          'You exceeded your current quota, please check your plan and billing details.',
          'insufficient_quota',
          'insufficient_quota',
        )
      }
      if (body.includes('explode')) return fail(500, SERVER_ERROR_MESSAGE, 'server_error', null)
      if (body.includes('slowpoke')) await later(slowMs)
      if (res.destroyed) return
      const param = (name: string) => paramOf(body, contentType, name)
      if (streaming && param('stream') === 'true') {
        return stream(res, kind, body, Number(param('partial_images') ?? 0), requestId)
      }
      const picture =
        local && param('response_format') !== 'b64_json'
          ? { url: `http://127.0.0.1/generated-images/${requestId}.png` }
          : { b64_json: TINY_PNG_B64 }
      return send(200, { created: Math.floor(Date.now() / 1000), data: [picture], usage: { total_tokens: 10 } })
    }
    if (local) {
      // stable-diffusion.cpp's server (cpp-httplib) answers an unknown route with an empty 404.
      res.writeHead(404)
      return res.end()
    }
    send(404, {
      error: { message: `Unknown route ${req.method} ${path}`, type: 'invalid_request_error', param: null, code: null },
    })
  })

  /** Partial pictures, then the completed event, as OpenAI streams them (some triggers break in). */
  async function stream(
    res: ServerResponse,
    kind: 'image_generation' | 'image_edit',
    body: string,
    partialImages: number,
    requestId: string,
  ) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'x-request-id': requestId })
    const event = (name: string, data: object) => {
      if (!res.destroyed) res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
    }
    const picture = {
      background: 'transparent',
      created_at: Math.floor(Date.now() / 1000),
      output_format: 'png',
      quality: 'high',
      size: '1024x1536',
    }
    for (let index = 0; index < Math.min(partialImages, partials.length); index++) {
      if (index === 1) {
        if (body.includes('midstreamblock')) {
          event('error', {
            type: 'error',
            error: { type: 'image_generation_user_error', code: 'moderation_blocked', message: SAFETY_MESSAGE, param: null },
          })
          return res.end()
        }
        if (body.includes('midstreamfail')) {
          event('error', { type: 'error', code: 'server_error', message: SERVER_ERROR_MESSAGE, param: null })
          return res.end()
        }
        if (body.includes('midstreamratelimit')) {
          event('error', {
            type: 'error',
            code: 'rate_limit_exceeded',
            message: 'Rate limit reached for gpt-image-1 on images per minute.',
            param: null,
          })
          return res.end()
        }
        if (body.includes('stallme')) await stall()
      }
      event(`${kind}.partial_image`, {
        type: `${kind}.partial_image`,
        b64_json: partials[index]!.toString('base64'),
        partial_image_index: index,
        ...picture,
      })
      await later(partialDelayMs)
    }
    if (body.includes('cutoff')) return res.end()
    event(`${kind}.completed`, {
      type: `${kind}.completed`,
      b64_json: TINY_PNG_B64,
      ...picture,
      usage: {
        input_tokens: 50,
        input_tokens_details: { image_tokens: 0, text_tokens: 50 },
        output_tokens: 6240,
        total_tokens: 6290,
      },
    })
    res.end()
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    partials,
    get unverifiedOrganization() {
      return state.unverifiedOrganization
    },
    set unverifiedOrganization(value: boolean) {
      state.unverifiedOrganization = value
    },
    releaseStalls,
    close: async () => {
      releaseStalls()
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
