import createClient from 'openapi-fetch'
import type { components, paths } from './schema.d.ts'

// A small ShirtSmith API client typed by the generated `paths` (openapi-typescript, from the served
// document; ADR 131): every path, body, parameter and answer below is checked by tsc against the
// document, so a change of the API that breaks this client fails the type check.
//
//   const shop = shirtSmith('https://shirtsmith.example', process.env.SHIRTSMITH_TOKEN!)
//   const cart = await buyOneShirt(shop, { designId: 12, variantId: 17643, quantity: 2, address })

export type Problem = components['schemas']['Problem']
type CartBody = NonNullable<paths['/api/carts']['post']['requestBody']>['content']['application/json']
export type Address = NonNullable<CartBody['address']>

/** A client speaking through a personal API token (`ss_live_…`, scopes `read` and `orders` here). */
export function shirtSmith(baseUrl: string, token: string, fetchImpl: typeof fetch = fetch) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` }, fetch: fetchImpl })
}

export type ShirtSmith = ReturnType<typeof shirtSmith>

/** Thrown for a refusal: the problem's stable `code`, its `detail` and the request id to quote. */
export class ShirtSmithError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<Problem>,
  ) {
    super(`${status} ${problem.code ?? 'error'}: ${problem.detail ?? ''} (request ${problem.requestId ?? '?'})`)
  }
}

function orThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new ShirtSmithError(result.response.status, (result.error ?? {}) as Partial<Problem>)
  return result.data
}

/**
 * One customer's cart: creates it with the shipping address, adds a line, and reads it back priced
 * (integer cents). Each creating call carries a fresh Idempotency-Key, so a retry after a timeout
 * cannot make a second cart or line.
 */
export async function buyOneShirt(
  api: ShirtSmith,
  line: { designId: number; variantId: number; quantity: number; address: Address },
) {
  const created = orThrow(
    await api.POST('/api/carts', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { address: line.address },
    }),
  )
  const cartId = created.cart.id
  orThrow(
    await api.POST('/api/carts/{cartId}/items', {
      params: { path: { cartId }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { designId: line.designId, variantId: line.variantId, quantity: line.quantity },
    }),
  )
  const { cart } = orThrow(await api.GET('/api/carts/{cartId}', { params: { path: { cartId } } }))
  return cart
}
