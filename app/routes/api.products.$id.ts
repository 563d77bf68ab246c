import type { LoaderFunctionArgs } from '@remix-run/node'
import { findProduct } from '~/modules/product/index.server.ts'
import { parseProductId } from '~/modules/product/index.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { ProductAnswer } from '~/web/api-answers/designs.ts'

// GET /api/products/{id}: a product by local design id or 24-hex print-provider product id.
async function loaderImpl({ params, context }: LoaderFunctionArgs) {
  if (!parseProductId(params.id)) {
    return Response.json({ success: false, message: 'Invalid product id' }, { status: 400 })
  }
  const product = await findProduct(context.db, params.id)
  if (!product) return Response.json({ success: false, message: 'Product not found' }, { status: 404 })
  const { imageKey: _image, mockupKey: _mockup, kind: _kind, picture: _picture, ...publicProduct } = product
  return answer(ProductAnswer, { success: true, product: publicProduct })
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
