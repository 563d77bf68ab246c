import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'

export interface StreamedAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** Body bytes the client handed to its socket before the answer (or the close) stopped it. */
  sentBytes: number
  ms: number
}

export interface StreamedPost {
  headers?: Record<string, string>
  /** The body, pulled one chunk at a time and never collected: a generator can stand for gigabytes. */
  chunks?: Iterable<Uint8Array>
  /** Declares this Content-Length instead of sending the body chunked. */
  contentLength?: number
  /** Keep the request open after the last chunk instead of ending it (a body that never finishes). */
  holdOpen?: boolean
  timeoutMs?: number
}

/** `count` chunks of `size` bytes: the same buffer each time, so the test holds one chunk at most. */
export function* repeatedChunks(count: number, size = 64 * 1024, fill = 0x20): Generator<Uint8Array> {
  const chunk = Buffer.alloc(size, fill)
  for (let i = 0; i < count; i++) yield chunk
}

/**
 * POSTs a streamed body to `url` over its own connection, as slowly as the server reads it, and
 * stops sending as soon as the server answers or closes the connection. Resolves with the answer;
 * rejects when there is none within `timeoutMs`.
 */
export function streamPost(
  url: string,
  { headers = {}, chunks = [], contentLength, holdOpen = false, timeoutMs = 20_000 }: StreamedPost,
) {
  const started = performance.now()
  return new Promise<StreamedAnswer>((resolve, reject) => {
    // A keep-alive connection of its own: a `Connection: close` in the answer is then the server's choice.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const request = httpRequest(url, {
      method: 'POST',
      agent,
      headers: {
        ...headers,
        ...(contentLength === undefined ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(contentLength) }),
      },
    })
    request.once('close', () => agent.destroy())
    // The headers go out now, even when no body follows (a declared length and nothing sent).
    request.flushHeaders()
    let sentBytes = 0
    let stopped = false
    let answered = false
    let wake: (() => void) | null = null
    const stop = () => {
      stopped = true
      wake?.()
    }
    const timer = setTimeout(() => {
      stop()
      request.destroy()
      reject(new Error(`no answer from ${url} within ${timeoutMs} ms (sent ${sentBytes} bytes)`))
    }, timeoutMs)
    request.on('response', (response) => {
      answered = true
      stop()
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      const finish = () => {
        clearTimeout(timer)
        request.destroy()
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(parts).toString('utf8'),
          sentBytes,
          ms: Math.round(performance.now() - started),
        })
      }
      response.on('end', finish)
      response.on('error', finish)
    })
    // Writing into a connection the server closed fails (EPIPE, ECONNRESET); the answer, if one came,
    // is still delivered through 'response'.
    request.on('error', (error) => {
      stop()
      if (answered) return
      clearTimeout(timer)
      reject(new Error(`no answer from ${url}: ${error.message} (sent ${sentBytes} bytes)`))
    })
    request.on('close', stop)
    void (async () => {
      for (const chunk of chunks) {
        if (stopped) return
        sentBytes += chunk.byteLength
        if (!request.write(chunk)) {
          await new Promise<void>((resume) => {
            wake = resume
            request.once('drain', resume)
          })
          wake = null
        }
      }
      if (!stopped && !holdOpen) request.end()
    })()
  })
}
