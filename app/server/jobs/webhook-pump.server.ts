import type { DB } from '~/lib/db.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { loggedFailure } from '~/lib/transient-error.ts'
import {
  claimDueDeliveries,
  deliverClaimed,
  deliveryLeaseSeconds,
  MAX_IN_FLIGHT_PER_ENDPOINT,
  nextWebhookFutureDueInMs,
  type DeliveryOptions,
} from '~/modules/webhook/index.server.ts'

/** Attempts in flight at once in one process, to every endpoint together. */
export const MAX_IN_FLIGHT = 32
/**
 * How often an idle pump looks for due deliveries: an event raised by another process (whose
 * transaction this one cannot see commit) goes out within this, and so does a retry that another
 * process scheduled.
 */
export const IDLE_POLL_MS = 500

export interface PumpOptions extends DeliveryOptions {
  maxInFlight?: number
  perEndpoint?: number
  idlePollMs?: number
}

/**
 * Sends outgoing webhooks side by side (ADR 147). Each working process runs one: it claims due
 * deliveries while it has free slots (at most `maxInFlight` at once here, and at most `perEndpoint`
 * to one endpoint across every process), sends each without waiting for the others, and claims again
 * as soon as one finishes, when the next retry falls due, on a wake-up (an event queued, the queue's
 * kick or clock) or after `idlePollMs`. A silent endpoint thus holds two slots for its timeout while
 * every other endpoint's events and retries go out on time.
 */
export class WebhookPump {
  private inFlight = new Set<Promise<void>>()
  private filling = false
  private again = false
  private stopped = false
  private timer: NodeJS.Timeout | null = null
  private readonly maxInFlight: number
  private readonly perEndpoint: number
  private readonly idlePollMs: number
  private readonly leaseSeconds: number

  constructor(
    private readonly db: DB,
    private readonly options: PumpOptions,
  ) {
    this.maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT
    this.perEndpoint = options.perEndpoint ?? MAX_IN_FLIGHT_PER_ENDPOINT
    this.idlePollMs = options.idlePollMs ?? IDLE_POLL_MS
    this.leaseSeconds = deliveryLeaseSeconds(options)
  }

  /** Attempts being sent by this pump now. */
  get sending(): number {
    return this.inFlight.size
  }

  /** Looks for due deliveries now (without waiting for them to be sent). */
  wake(): void {
    if (this.stopped) return
    if (this.filling) {
      this.again = true
      return
    }
    this.filling = true
    void this.fill().finally(() => {
      this.filling = false
      if (this.again) {
        this.again = false
        this.wake()
      }
    })
  }

  private async fill(): Promise<void> {
    let nextInMs = this.idlePollMs
    try {
      while (!this.stopped) {
        const free = this.maxInFlight - this.inFlight.size
        const ids = await claimDueDeliveries(this.db, {
          count: free,
          perEndpoint: this.perEndpoint,
          leaseSeconds: this.leaseSeconds,
        })
        for (const id of ids) this.send(id)
        // Fewer than asked: nothing else can go now (none due, or their endpoints are full).
        if (ids.length < free || free === 0) break
      }
      const dueIn = await nextWebhookFutureDueInMs(this.db)
      if (dueIn !== null) nextInMs = Math.min(nextInMs, dueIn)
    } catch (error) {
      logger.warn(loggedFailure(error), 'webhook deliveries not claimed')
    }
    this.schedule(nextInMs)
  }

  private send(id: number) {
    const attempt: Promise<void> = deliverClaimed(this.db, id, this.options)
      .catch((error) => logger.warn({ err: error, delivery: id }, 'webhook delivery outcome not recorded'))
      .finally(() => {
        this.inFlight.delete(attempt)
        // A slot is free (and the endpoint may take another): look again.
        this.wake()
      })
    this.inFlight.add(attempt)
  }

  private schedule(inMs: number) {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => this.wake(), Math.max(0, inMs))
    this.timer.unref()
  }

  /** Claims nothing more and waits up to `timeoutMs` for the attempts in flight. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    let timeout: NodeJS.Timeout | undefined
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs))),
    ])
    clearTimeout(timeout)
  }
}
