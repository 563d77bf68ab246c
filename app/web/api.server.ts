import { z } from '~/lib/zod.ts'
import type { NamedFields } from '~/lib/named-fields.ts'
import { findShopId, ShopError, SHOP_NOT_FOUND } from '~/modules/shop/index.server.ts'
import { fieldErrorsOf, isShopHandle } from '~/modules/shop/index.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { parseListQuery, type KeysetPage, type ListRule } from '~/platform/keyset/keyset.ts'
import { requireUser } from './auth.server.ts'
import { BODY_MESSAGES, isJsonRequest, mediaTypeOf, readJson, readJsonOrForm } from './request-body.server.ts'
import { ensureVisitor } from './session.server.ts'
import type { DbAndConfig, StoreLoadContext, StoreServices } from './load-context.ts'
import { noteDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '~/lib/database-outage.server.ts'
import { rateLimitHeadersOf } from './rate-limit.server.ts'
import { asProblem, countryNotServed, methodNotAllowedProblem, problem, validationProblem } from './problem.server.ts'
import { codeProblem } from './discount-code-http.server.ts'
import { findApiCart, findApiCartOwner, type CartOwner } from '~/modules/cart/index.server.ts'
import { findOrderOfCart, paymentOutcome, preparePaymentIntent } from '~/modules/order/index.server.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'
import { formatPrice } from '~/modules/pricing/index.ts'
import { PaymentIntentAnswer } from './api-answers/carts.ts'
// Shared plumbing of the /api routes: bodies in, problems (application/problem+json, ADR 126) out
// with the right status.

/** Answers 405 naming the methods the route does take (POST unless told otherwise), with `Allow`. */
export function methodNotAllowed(allowed: string[] = ['POST']) {
  return methodNotAllowedProblem(allowed)
}

// `void` for handlers that only ever throw their answer (a redirect).
type Handler<Args> = (args: Args) => Promise<Response | void> | Response | void

/**
 * Every loader and action of an /api route runs inside this: a thrown Response is the answer, a
 * shop refusal its problem, an unexpected error a 500 problem (logged), and any refusal still in
 * the older `{ message }` shape leaves as application/problem+json with its code and request id.
 */
export function apiRoute<Args extends { request: Request; context: Pick<StoreLoadContext, 'logger'> }>(handler: Handler<Args>) {
  return async (args: Args): Promise<Response> => {
    let response: Response
    const { context } = args
    try {
      const answer = await handler(args)
      if (!answer) throw new Error('The handler answered nothing')
      response = answer
    } catch (error) {
      if (error instanceof Response) response = error
      else if (error instanceof ShopError) response = problem({ status: error.status, detail: error.message })
      else response = unexpectedFailure(context, error, args.request)
    }
    const answer = await asProblem(response)
    // The route's own limits this call was counted against and what is left of them (IETF draft
    // RateLimit-Policy and RateLimit); the server puts the `api` policy's item first
    // (app/web/api-rate-fields.server.ts), on every /api answer.
    for (const [name, value] of Object.entries(rateLimitHeadersOf(context))) {
      try {
        answer.headers.set(name, value)
      } catch {
        // A streamed answer with immutable headers keeps its own.
      }
    }
    return answer
  }
}

/**
 * The answer to an error a handler did not expect. The database being away is an outage, not a bug:
 * 503 `unavailable` with Retry-After, logged once per outage at warn. A client that hung up before its
 * body arrived is not a failure of the store either (its ECONNRESET must not pass for the database's).
 * Anything else is a 500, logged with its stack.
 */
function unexpectedFailure({ logger }: Pick<StoreLoadContext, 'logger'>, error: unknown, request: Request): Response {
  const path = new URL(request.url).pathname
  if (request.signal.aborted) {
    logger.info({ path, error: String(error) }, 'an /api request ended: the client went away')
    return problem({ status: 400, code: 'request_aborted', detail: 'The request ended before it was read.' })
  }
  if (noteDatabaseOutage(error)) {
    return problem({
      status: 503,
      code: 'unavailable',
      detail: 'The store cannot reach its database. Please try again shortly.',
      headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
    })
  }
  logger.error({ err: error, path }, 'an /api handler failed')
  return problem({ status: 500, code: 'internal_error', detail: 'Something went wrong on our side. Please try again.' })
}

/**
 * The route methods a path does not take: `export const action = onlyMethods(['GET'])` in a route that
 * has only a loader, so POST, PUT and DELETE answer 405 with `Allow` rather than the framework's page.
 */
export function onlyMethods(allowed: string[]) {
  return () => methodNotAllowed(allowed)
}

export const noStore = { 'Cache-Control': 'private, no-store' }

/**
 * A success answer of /api: `body` must have the shape of `schema`, the answer schema the OpenAPI
 * document states for this operation and status (app/web/api-answers), so the compiler refuses an
 * answer that breaks its documented shape. Typing only: nothing is parsed at run time (the contract
 * tests check real answers against the document).
 */
export function answer<Schema extends z.ZodType>(
  _schema: Schema,
  body: NamedFields<z.input<Schema>>,
  init?: ResponseInit,
): Response {
  return Response.json(body, init)
}

export function jsonWith(body: unknown, status: number, headers: Headers) {
  return Response.json(body, { status, headers })
}

/** A refusal as a problem; `code` when the status alone does not say what went wrong. */
export function jsonError(status: number, message: string, extra: Record<string, unknown> & { code?: string } = {}) {
  const { code, ...rest } = extra
  return problem({ status, detail: message, code, extra: { success: false, ...rest } })
}

/**
 * The request body as a plain object: JSON, or a urlencoded form. Null when it cannot be read (the
 * schema then names the missing field); a NUL character is refused with a 400, a body over its size
 * limit with a 413.
 */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  if (!isJsonRequest(request) && mediaTypeOf(request) !== 'application/x-www-form-urlencoded') return null
  try {
    return await readJsonOrForm(request)
  } catch (refusal) {
    if (refusal instanceof Response && refusal.status === 413) throw refusal
    if (refusal instanceof Response && (await refusal.clone().json()).message === BODY_MESSAGES.nul) throw refusal
    return null
  }
}

/** The acting owner (the user comes from the session only) and the cookie to set for a new visitor. */
export async function ownerOf(services: DbAndConfig, request: Request) {
  const { visitorId, userId, setCookie } = await ensureVisitor(services, request)
  const headers = new Headers()
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return { owner: { visitorId, userId }, headers }
}

/** Runs an /api handler, turning a thrown Response into the answer and a shop refusal into its status and message. */
export async function apiHandler(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    if (error instanceof ShopError) return problem({ status: error.status, detail: error.message })
    throw error
  }
}

/**
 * The shop an /api/shops/{key} path names: the key is whatever the shop page's address shows, its
 * handle (/shops/{handle}) or its number. Otherwise the shop's 404 ('Shop not found', also for 0 and
 * for unknown or deleted handles).
 */
export async function shopIdOrThrow({ db }: Pick<StoreServices, 'db'>, value: string | undefined): Promise<number> {
  const key = value ?? ''
  const id = /^\d+$/.test(key) ? parseRowId(key) : isShopHandle(key) ? await findShopId(db, key) : null
  if (!id) throw new ShopError(404, SHOP_NOT_FOUND)
  return id
}

/** Parses a JSON body (Content-Type exactly application/json) with `schema`, or throws the 400 problem with `errors[]`. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const body = await readJson(request)
  const parsed = schema.safeParse(body ?? {})
  if (!parsed.success) throw validationProblem(parsed.error, Object.values(fieldErrorsOf(parsed.error))[0])
  return parsed.data
}

/** The signed-in user of an /api call, or the 401 answer. */
export const requireApiUser = requireUser

/** `?cursor=` and `?limit=` of a list request (ADR 103), or throws the 400 `{ message }`. */
export function listPageOrThrow(request: Request, rule: ListRule): KeysetPage {
  const parsed = parseListQuery(new URL(request.url).searchParams, rule)
  if (!parsed.ok) throw problem({ status: 400, detail: parsed.message })
  return parsed.page
}

/**
 * The payment of `owner`'s cart as the API answers it: the cart's own open payment intent (made, or
 * updated to the cart's amount), or the problem that stops it (empty cart, no address, a payment
 * processing or already paid). A cart's intent is never another cart's (ADR 126).
 */
export async function payCartAnswer(
  context: Pick<StoreLoadContext, 'db' | 'tax' | 'fulfilment' | 'payments' | 'logger'>,
  owner: CartOwner,
  {
    headers,
    requireAddress = false,
    extra = {},
  }: { headers?: HeadersInit; requireAddress?: boolean; extra?: Record<string, unknown> } = {},
): Promise<Response> {
  const { db, tax, fulfilment, payments: processor, logger } = context
  try {
    const result = await preparePaymentIntent(db, tax, fulfilment, processor, owner, { requireAddress })
    if (!result.ok && result.error === 'payment-processing') {
      return problem({
        status: 409,
        code: 'payment_processing',
        detail: CHECKOUT_MESSAGES.paymentProcessing.title,
        headers,
        extra: { paymentId: result.paymentId, ...extra },
      })
    }
    if (!result.ok && result.error === 'design-unavailable') {
      return problem({
        status: 409,
        code: 'design_unavailable',
        detail: 'A design in this cart is no longer available: remove its line to pay',
        headers,
        extra: { lineIds: result.lineIds, ...extra },
      })
    }
    if (!result.ok && result.error === 'discount-code') return codeProblem(result.refusal, result.message, { headers, extra })
    if (!result.ok && result.error === 'country-not-served') return countryNotServed(result, headers)
    if (!result.ok && result.error === 'tax') {
      const invalid = result.status === 'invalid-address'
      return problem({
        status: invalid ? 422 : 503,
        code: invalid ? 'tax_location_invalid' : 'tax_unavailable',
        detail: result.message,
        headers,
        extra,
      })
    }
    if (!result.ok && result.error === 'already-paid') {
      const outcome = await paymentOutcome(db, tax, fulfilment, processor, result.intent)
      return problem({
        status: 409,
        code: 'cart_already_paid',
        detail: 'This cart is already paid',
        headers,
        extra: { orderId: outcome.kind === 'paid' ? outcome.orderPublicId : null, ...extra },
      })
    }
    if (!result.ok) {
      const empty = result.error === 'empty-cart'
      return problem({
        status: 400,
        code: empty ? 'cart_empty' : 'address_required',
        detail: empty ? 'No order data found' : 'Please save a shipping address first',
        headers,
        extra,
      })
    }
    return answer(
      PaymentIntentAnswer,
      {
        ...extra,
        clientSecret: result.intent.clientSecret,
        paymentIntentId: result.intent.id,
        amount: result.intent.amount,
        amountCents: result.intent.amount,
        formattedAmount: formatPrice(result.intent.amount),
        currency: result.intent.currency,
        message: 'Payment intent ready',
      },
      { headers: { ...Object.fromEntries(new Headers(headers)), 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    logger.error({ err: error }, 'creating a payment intent failed')
    return problem({ status: 502, code: 'upstream_unavailable', detail: 'Could not initialize payment', headers, extra })
  }
}

/** The API cart `cartId` of the caller, or the 404 problem (also for another user's cart). */
export async function apiCartOrThrow(
  { db, tax, fulfilment }: Pick<StoreServices, 'db' | 'tax' | 'fulfilment'>,
  userId: number,
  cartId: string | undefined,
) {
  const found = await findApiCartOwner(db, userId, cartId ?? '')
  if (!found) throw problem({ status: 404, code: 'cart_not_found', detail: 'Cart not found' })
  return { owner: found.owner, closed: found.closed, cart: await findApiCart(db, tax, fulfilment, found.owner) }
}

/**
 * An open API cart of the caller, or the 404 problem; once its payment made its order the cart is
 * closed: a new line is refused with 409 `cart_closed`, a payment with 409 `cart_already_paid` and
 * the order's id.
 */
export async function openApiCartOrThrow(
  services: Pick<StoreServices, 'db' | 'tax' | 'fulfilment'>,
  userId: number,
  cartId: string | undefined,
  { paying = false } = {},
) {
  const found = await apiCartOrThrow(services, userId, cartId)
  if (!found.closed) return found
  if (paying) {
    const orderId = await findOrderOfCart(services.db, found.cart.id)
    throw problem({
      status: 409,
      code: 'cart_already_paid',
      detail: 'This cart is already paid',
      extra: { orderId, cartId: found.cart.id },
    })
  }
  throw problem({
    status: 409,
    code: 'cart_closed',
    detail: 'This cart is paid and closed: create a new cart for another order',
    extra: { cartId: found.cart.id },
  })
}
