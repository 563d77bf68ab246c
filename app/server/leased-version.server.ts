// The page cache's version stamp, leased: app/server/page-cache.server.ts reads it for every anonymous page.
/**
 * The version stamp, read from the database at most once per `ttlMs` (one read shared by the requests
 * that wait for it) instead of once per request. A write answered by this process ends the lease at
 * once (`expire`), so its own writes are seen on the next request; another instance's are seen within
 * `ttlMs` and one read, well inside the minute shared caches may keep these pages (`s-maxage=60`).
 *
 * When a lease runs out, the last stamp answers while one read renews it. Otherwise every request of a
 * burst that arrives as the lease runs out waits on that read, each counted by admission control as work
 * while the rest of the burst is refused (1,000-connection bursts refused none of 5,000 requests in three
 * runs after this, a median of 623 before; docs/performance.md, 2026-11-30 17:49). Nothing waits but the
 * first read, a read after a write of this process, and a read after a failed one (a database that is away
 * is answered as such, not from the last stamp).
 */
export function leasedVersion(read: () => Promise<string>, ttlMs: number) {
  /** The last stamp read, and until when it is trusted; null before the first read, after a write or a failure. */
  let last: { value: string; until: number } | null = null
  /** The read under way, shared by whoever waits for it. */
  let reading: Promise<string> | null = null
  // A write ends the lease: a read begun before it may predate the write, so its value is not kept.
  let generation = 0
  const startRead = () => {
    const began = Date.now()
    const mine = generation
    const value = read()
    reading = value
    value.then(
      (stamp) => {
        if (mine !== generation) return
        last = { value: stamp, until: began + ttlMs }
        reading = null
      },
      () => {
        if (mine !== generation) return
        last = null
        reading = null
      },
    )
    return value
  }
  /**
   * The stamp at hand, without waiting: the lease's, or the last one while a renewal runs (started here
   * when the lease has run out); null when a read must be waited for.
   */
  const peek = (): string | null => {
    if (ttlMs <= 0 || !last) return null
    if (Date.now() >= last.until && !reading) void startRead().catch(() => {})
    return last.value
  }
  return {
    peek,
    get(): Promise<string> {
      const now = peek()
      if (now !== null) return Promise.resolve(now)
      if (ttlMs <= 0) return read()
      return reading ?? startRead()
    },
    expire() {
      generation++
      last = null
      reading = null
    },
  }
}
