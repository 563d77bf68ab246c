// A rendered page's bytes, kept beside its Response: entry.server has the whole page as one Buffer,
// and the HTTP layer writes that Buffer with one `res.end` instead of reading it back through the
// Response's web stream (a ReadableStream, its reader and a promise per chunk on every render).
// A Response made here has no body of its own: only `pageBytesOf` gives the page.

// A registered symbol, not a module's WeakMap: under `npm run dev` and the tests, Vite loads the Remix
// app (entry.server) as a module graph of its own beside the HTTP server's, each with its own copy of
// this file, and both must find the bytes.
const PAGE_BYTES = Symbol.for('shirtsmith.page-bytes')

type WithPageBytes = Response & { [PAGE_BYTES]?: Buffer }

/** A Response for a page rendered whole, its bytes kept for `pageBytesOf`. */
export function pageResponse(bytes: Buffer, init: ResponseInit): Response {
  const response: WithPageBytes = new Response(null, init)
  Object.defineProperty(response, PAGE_BYTES, { value: bytes })
  return response
}

/** The bytes of a page made by `pageResponse`; undefined for any other Response (a HEAD answer is another). */
export function pageBytesOf(response: Response): Buffer | undefined {
  return (response as WithPageBytes)[PAGE_BYTES]
}
