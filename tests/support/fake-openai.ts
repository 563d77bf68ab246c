import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local server answering in OpenAI's wire format, for testing the real adapter through the SDK:
// moderations, image generations and edits. Prompts containing a trigger word change the answer:
//   "flagme"   → the moderation endpoint flags the input
//   "blockme"  → images answer 400 moderation_blocked ("rejected by the safety system")
//   "slowpoke" → images answer after `slowMs`
//   "explode"  → images answer 500
//   "ratelimitme" → images answer 429 rate_limit_exceeded
//   "nocredit"    → images answer 429 insufficient_quota (the account's credit is spent)

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
  close: () => Promise<void>
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('latin1')
}

export async function startFakeOpenAI({ slowMs = 2_000 } = {}): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = []
  const timers = new Set<NodeJS.Timeout>()
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    const path = (req.url ?? '').replace(/\?.*$/, '')
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization ?? null,
      contentType: req.headers['content-type'] ?? null,
      body,
    })
    const send = (status: number, payload: unknown) => {
      if (res.destroyed) return
      res.writeHead(status, { 'Content-Type': 'application/json', 'x-request-id': `req_${requests.length}` })
      res.end(JSON.stringify(payload))
    }
    if (req.method === 'POST' && path === '/v1/moderations') {
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
    if (req.method === 'POST' && (path === '/v1/images/generations' || path === '/v1/images/edits')) {
      if (body.includes('blockme')) {
        return send(400, {
          error: {
            message:
              'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.',
            type: 'image_generation_user_error',
            param: null,
            code: 'moderation_blocked',
          },
        })
      }
      if (body.includes('ratelimitme')) {
        return send(429, {
          error: {
            message: 'Rate limit reached for gpt-image-1 on images per minute. Please try again in 12s.',
            type: 'requests',
            param: null,
            code: 'rate_limit_exceeded',
          },
        })
      }
      if (body.includes('nocredit')) {
        return send(429, {
          error: {
            message: 'You exceeded your current quota, please check your plan and billing details.',
            type: 'insufficient_quota',
            param: null,
            code: 'insufficient_quota',
          },
        })
      }
      if (body.includes('explode')) {
        return send(500, {
          error: {
            message: 'The server had an error while processing your request.',
            type: 'server_error',
            param: null,
            code: null,
          },
        })
      }
      const answer = () =>
        send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: TINY_PNG_B64 }], usage: { total_tokens: 10 } })
      if (body.includes('slowpoke')) {
        const timer = setTimeout(() => {
          timers.delete(timer)
          answer()
        }, slowMs)
        timers.add(timer)
        return
      }
      return answer()
    }
    send(404, {
      error: { message: `Unknown route ${req.method} ${path}`, type: 'invalid_request_error', param: null, code: null },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
