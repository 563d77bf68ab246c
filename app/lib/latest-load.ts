// A preview that follows what is being typed asks for a new answer on each change. Loads sent side by
// side can answer out of order, and cancelling the older one wastes what the server already did. So a
// load waits while another is in flight, only the newest waiting one is kept, and a load of what is in
// flight or was just answered is not sent twice (a field's blur and the select's change often ask for
// the same answer).

/**
 * The loads of one preview, one at a time. `start` begins a load and calls `done` once it has ended
 * (answered, failed or given up).
 */
export class LatestLoad {
  private inFlight: string | null = null
  private waiting: string | null = null
  private last: string | null = null

  constructor(private readonly start: (url: string, done: () => void) => void) {}

  /** Asks for `url`'s answer: sent now if nothing is in flight, else after it (replacing any older wait). */
  ask(url: string): void {
    if (url === (this.waiting ?? this.inFlight ?? this.last)) return
    if (this.inFlight !== null) {
      this.waiting = url
      return
    }
    this.begin(url)
  }

  private begin(url: string) {
    this.inFlight = url
    let ended = false
    this.start(url, () => {
      if (ended) return
      ended = true
      this.settle()
    })
  }

  /** The load in flight has ended: the newest waiting one goes next. */
  private settle() {
    this.last = this.inFlight
    this.inFlight = null
    const next = this.waiting
    this.waiting = null
    if (next !== null && next !== this.last) this.begin(next)
  }
}
