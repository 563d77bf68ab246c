import type { LoaderFunctionArgs } from '@remix-run/node'
import { findProduct, loadVariants } from '~/modules/product/index.server.ts'
import { parseProductId } from '~/modules/product/index.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { VariantsAnswer } from '~/web/api-answers/designs.ts'

// GET /api/products/{id}/variants: the shirt's variants for this product.
async function loaderImpl({ params, context }: LoaderFunctionArgs) {
  if (!parseProductId(params.id)) {
    return Response.json({ success: false, message: 'Invalid product id' }, { status: 400 })
  }
  const db = context.db
  const product = await findProduct(db, params.id)
  if (!product) return Response.json({ success: false, message: 'Product not found' }, { status: 404 })
  try {
    return answer(VariantsAnswer, { success: true, ...(await loadVariants(db)) })
  } catch {
    return Response.json({ success: false, message: 'Failed to load product variants' }, { status: 502 })
  }
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
