import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { API_VERSION } from '~/web/api-version.ts'
import { PROBLEM_CONTENT_TYPE, problemBody } from '~/web/problem.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { countShed, type ShedReason } from './metrics.server.ts'

/**
 * Admission control for the web process (ADR 118): a bounded amount of work at once, so that under
 * more load than one process can serve, the requests it takes are answered in about the time one
 * costs, and the rest are told at once to come back (503 with Retry-After) instead of all waiting
 * seconds in the event loop's queue until clients time out.
 *
 * - At most `maxInFlight` requests are being worked on. A request holds its place until it ends or
 *   for `slotMs` at most: a request still open after that is waiting (a generation, an event stream),
 *   not using the CPU, and must not keep others out.
 * - While the event loop's delay (its p99 over the last `windowMs`) is above `maxEventLoopDelayMs`,
 *   new requests are refused too: the process is behind whatever the count says.
 * - The probes of the load balancer and the scraper (/healthz, /readyz, /metrics) are never refused
 *   nor counted: a busy process is alive, and must be seen as such. Nor are the built assets
 *   (/assets/, files sent as they are): a page that was admitted must be able to load its scripts.
 */
export interface AdmissionOptions {
  /** Requests worked on at once; 0 turns the limit off. */
  maxInFlight: number
  /** Refuse while the event loop's p99 delay is above this (ms); 0 turns the check off. */
  maxEventLoopDelayMs: number
  retryAfterSeconds: number
  /** How long a request counts as work at most. */
  slotMs?: number
  /** How often the event loop's delay is read (and its histogram started afresh). */
  windowMs?: number
  exempt?: (path: string) => boolean
  /** Extra headers of an /api refusal (the rate-limit fields, which must be had without I/O). */
  apiRefusalHeaders?: (req: Request) => Record<string, string>
}

const PROBES = new Set(['/healthz', '/readyz', '/metrics'])

/** Never refused: the probes, and the built assets of pages already admitted. */
export function isExempt(path: string) {
  return PROBES.has(path) || path.startsWith('/assets/')
}

/**
 * A request's place, once admitted. A request that only waits on work another request is doing (a
 * burst's visitors waiting for one read of the page cache's stamp, or for one render of the same page)
 * steps aside while it waits: it uses no CPU then, and holding places would refuse a burst's other
 * visitors meanwhile (measured: 32 such waiters held every place at a burst's start, and 840 of its 1,000
 * requests were refused in its first half second). Steps aside are bounded too, so waiters cannot pile up.
 */
export interface AdmissionTicket {
  /** Gives the place up while the request waits on another's work; false when too many wait already (the place is kept). */
  stepAside(): boolean
  /** Takes a place again after stepping aside; false when none is free (the request must then be refused). */
  stepBack(): boolean
}

const TICKET = Symbol('admission ticket')

/** The ticket of a request admitted by `admissionControl`, if it went through it. */
export function admissionTicket(res: Response): AdmissionTicket | undefined {
  return (res.locals as { [TICKET]?: AdmissionTicket })[TICKET]
}

/** The count of requests at work, each released once: when it ends or when its slot runs out. */
export class InFlight {
  private count = 0
  private aside = 0
  constructor(
    readonly limit: number,
    private readonly slotMs: number,
    /** Requests stepped aside at once, at most. */
    private readonly maxAside = Math.max(limit, 1) * 32,
  ) {}

  get size() {
    return this.count
  }

  /** Takes a place for the response, or answers null when all are taken. */
  enter(res: Response): AdmissionTicket | null {
    if (this.limit > 0 && this.count >= this.limit) return null
    this.count++
    let held = true
    let asideNow = false
    let timer = this.hold(() => leave())
    const leave = () => {
      if (!held) return
      held = false
      this.count--
      clearTimeout(timer)
    }
    const ended = () => {
      leave()
      if (asideNow) {
        asideNow = false
        this.aside--
      }
    }
    res.once('finish', ended)
    res.once('close', ended)
    return {
      stepAside: () => {
        // Nothing held to give up: aside already, or its slot ran out (it counts as waiting then).
        if (asideNow || !held) return true
        if (this.aside >= this.maxAside) return false
        leave()
        asideNow = true
        this.aside++
        return true
      },
      stepBack: () => {
        if (!asideNow) return true
        asideNow = false
        this.aside--
        if (this.limit > 0 && this.count >= this.limit) return false
        this.count++
        held = true
        timer = this.hold(() => leave())
        return true
      },
    }
  }

  private hold(leave: () => void) {
    const timer = setTimeout(leave, this.slotMs)
    timer.unref()
    return timer
  }
}

/** The event loop's p99 delay over the last window, in ms (read every `windowMs`). */
function eventLoopDelay(windowMs: number) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let p99Ms = 0
  const timer = setInterval(() => {
    p99Ms = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0
    histogram.reset()
  }, windowMs)
  timer.unref()
  return { current: () => p99Ms }
}

export function admissionControl({
  maxInFlight,
  maxEventLoopDelayMs,
  retryAfterSeconds,
  // Long enough that a render slowed by overload keeps its place (freeing it would admit more work
  // exactly when there is too much: measured, 1 s let renders pile up), short enough that a handful of
  // long waits do not close the store.
  slotMs = 10_000,
  windowMs = 500,
  exempt = isExempt,
  apiRefusalHeaders = () => ({}),
}: AdmissionOptions): RequestHandler {
  const inFlight = new InFlight(maxInFlight, slotMs)
  const delay = maxEventLoopDelayMs > 0 ? eventLoopDelay(windowMs) : null
  // One warning a second while shedding, not one line per refused request (that is work too).
  let refused = 0
  let warnedAt = 0
  const refuse = (req: Request, res: Response, reason: ShedReason) => {
    refused++
    // Counted by reason, and its 503 timed by httpMetrics (mounted before this) under the route `shed`.
    countShed(res, reason)
    const now = Date.now()
    if (now - warnedAt >= 1000) {
      logger.warn({ refused, reason, inFlight: inFlight.size, eventLoopDelayMs: delay?.current() }, 'shedding load: 503')
      refused = 0
      warnedAt = now
    }
    res.statusCode = 503
    res.setHeader('Retry-After', String(retryAfterSeconds))
    res.setHeader('Cache-Control', 'no-store')
    if (req.path.startsWith('/api/') || req.path === '/api') {
      // Every /api answer names the API version it speaks, refusals included.
      res.setHeader('API-Version', API_VERSION)
      for (const [name, value] of Object.entries(apiRefusalHeaders(req))) res.setHeader(name, value)
      // A problem, as every /api refusal (ADR 126); `error` kept for clients written before.
      const detail = 'The store is busy. Please try again in a moment.'
      res.setHeader('Content-Type', PROBLEM_CONTENT_TYPE)
      res.end(JSON.stringify(problemBody({ status: 503, code: 'unavailable', detail, extra: { error: detail } })))
    } else {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('The store is busy. Please try again in a moment.\n')
    }
  }
  return function admission(req: Request, res: Response, next: NextFunction) {
    if (exempt(req.path)) return next()
    if (delay && delay.current() > maxEventLoopDelayMs) return refuse(req, res, 'event-loop-delay')
    const ticket = inFlight.enter(res)
    if (!ticket) return refuse(req, res, 'in-flight')
    ;(res.locals as { [TICKET]?: AdmissionTicket })[TICKET] = {
      stepAside: ticket.stepAside,
      // Back from waiting and none free: refused as any request would be now.
      stepBack: () => ticket.stepBack() || (refuse(req, res, 'in-flight'), false),
    }
    next()
  }
}
