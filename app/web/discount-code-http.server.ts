import { applyCartCode, type CartOwner } from '~/modules/cart/index.server.ts'
import { CODE_PROBLEM_CODES, type CodeRefusal } from '~/modules/discount-code/index.ts'
import type { StoreServices } from './load-context.ts'
import { problem } from './problem.server.ts'

// A discount code sent to an /api route (ADR 160): each refusal is a 422 problem with its own code.

/** The problem of a refused code: 422 with `discount_code_*` and the shopper's message. */
export function codeProblem(
  refusal: CodeRefusal,
  message: string,
  { headers, extra = {} }: { headers?: HeadersInit; extra?: Record<string, unknown> } = {},
) {
  return problem({ status: 422, code: CODE_PROBLEM_CODES[refusal], detail: message, headers, extra })
}

/**
 * Applies `code` to the owner's cart (null removes it, undefined leaves the cart's code as it is):
 * null when done, otherwise the problem to answer.
 */
export async function applyApiCode(
  { db, tax, fulfilment }: Pick<StoreServices, 'db' | 'tax' | 'fulfilment'>,
  owner: CartOwner,
  code: string | null | undefined,
  options: { headers?: HeadersInit; extra?: Record<string, unknown> } = {},
): Promise<Response | null> {
  if (code === undefined) return null
  const applied = await applyCartCode(db, tax, fulfilment, owner, code)
  if (applied.ok) return null
  if (applied.error === 'no-cart') return problem({ status: 400, code: 'cart_empty', detail: 'No order data found', ...options })
  return codeProblem(applied.refusal, applied.message, options)
}
