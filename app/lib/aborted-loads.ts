// A load the page itself gave up on is not an error. Remix's single fetch reads each answer with
// turbo-stream, whose `decode()` also returns a `done` promise that Remix never awaits: when a fetcher's
// load is replaced by a newer one (the shipping preview reloads for each country or state chosen) after
// its answer began to arrive but before it ended, `done` rejects with the abort, and the browser reports
// an unhandled rejection on an otherwise working page. Only aborts are kept out of the console: a
// failure of any other kind still shows there.

/** What the browser hands an `unhandledrejection` listener (the parts read here). */
export interface RejectionEvent {
  reason: unknown
  preventDefault(): void
}

/** True for the abort of a request: a DOMException (or Error) named AbortError. */
export function isAbort(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError'
}

/** An `unhandledrejection` listener: an abort is handled here (not logged); anything else is left alone. */
export function ignoreAbortedLoads(event: RejectionEvent): void {
  if (isAbort(event.reason)) event.preventDefault()
}
