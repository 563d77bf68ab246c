import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from '~/web/nonce.tsx'
import { StylesheetProvider } from '~/components/inline-stylesheet.tsx'
import { builtStylesheet } from '~/web/built-stylesheet.server.ts'
import { noteServerError } from '~/server/database-outage.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { holdScriptsInPage } from '~/components/scripts-after-load.tsx'
import { pageResponse } from '~/server/page-bytes.server.ts'
import { getConfig } from '~/lib/config.server.ts'
import { setCursorSecret } from '~/platform/keyset/keyset.ts'
import { sessionSecret } from '~/web/session.server.ts'

// The store's processes live in this bundle too, so `node server.js` runs one module graph: the HTTP
// server, its jobs and the Remix app share one copy of every module.
export { runProcess } from '~/server/main.server.ts'
export { serveEmbeddedStore } from '~/server/embedded.server.ts'

// List cursors are signed with a key from the session secret, the same on every instance. The key is
// the bundle's, not a request's (the storefront reads cursors outside /api too), so it is set here where
// the bundle starts, from the process's configuration: the entry is a composition root like app/server.
setCursorSecret(() => sessionSecret({ config: getConfig() }))

const ABORT_DELAY = 5_000

/**
 * Remix's default Node entry, plus the Content-Security-Policy nonce: the server made one for this
 * response (app/server/security-headers.server.ts), and every script React and Remix write (the
 * module scripts, the streamed data, scroll restoration) carries it.
 */
/**
 * Logs a loader's, action's or render's error (a JSON line with the requestId, where Remix would
 * print the stack), and notes a lost database connection (answered 503, not 500).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A client that went away is no failure (its ECONNRESET is not the database's); the database away
  // is logged once per outage at warn, and answered 503 (database-outage.server.ts).
  if (request.signal.aborted || noteServerError(error)) return
  // A 4xx Remix makes itself (no route matches, a method the route does not take) is the client's
  // mistake, already on its request line: not an error of the store.
  if (isRouteErrorResponse(error) && error.status < 500) return
  logger.error({ err: error }, 'server error')
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? ''
  // Every page is rendered whole before it is sent (ADR 083): the HTTP layer buffers it anyway for its
  // ETag and one-piece compression, and a lazily loaded part (the home page's gallery) is then in the
  // HTML itself rather than streamed in by a script, so it shows with JavaScript off.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const ready = () => {
      shellRendered = true
      // The whole page, then its scripts held until it has loaded (ADR 107). It is answered in one
      // piece rather than as a stream: the HTTP layer collects it whole anyway (ADR 138). As bytes, not
      // a string: decoding the page and encoding it again for the Response cost 0.1 ms a render (ADR 141);
      // kept beside the Response, which the HTTP layer then writes without a web stream (ADR 142).
      const chunks: Buffer[] = []
      const body = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk)
          done()
        },
        final(done) {
          clearTimeout(timer)
          responseHeaders.set('Content-Type', 'text/html')
          resolve(
            pageResponse(holdScriptsInPage(Buffer.concat(chunks)), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          done()
        },
      })
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider source={remixContext.isSpaMode ? () => null : builtStylesheet}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady: ready,
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors while rendering the shell reject above and are logged by Remix.
          if (shellRendered) logger.error({ err: error }, 'render error after the shell was sent')
        },
      },
    )
    // Cleared once the page is whole or has failed (React calls back later, never during the call
    // above): a pending timer would keep the render's objects alive for its five seconds, long enough
    // for the garbage collector to move them to the old generation.
    const timer = setTimeout(abort, ABORT_DELAY)
  })
}
