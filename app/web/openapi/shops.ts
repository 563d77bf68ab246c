import { AddDesignSchema, ShopFormSchema } from '~/modules/shop/index.ts'
import {
  CommissionAnswer,
  PublicShopsAnswer,
  ShopAnswer,
  ShopDesignAddedAnswer,
  ShopDesignListAnswer,
  ShopListAnswer,
  ShopSavedAnswer,
} from '../api-answers/shops.ts'
import { DoneAnswer } from '../api-answers/shared.ts'
import { idParam, json, ok, pageParams, type Paths } from './shared.ts'

// The Shops area: creator shops and their designs, earnings, the public directory (answers in
// app/web/api-answers/shops.ts).

/** A shop in an /api path: what its page's address shows (/shops/{handle}), or its number. */
const shopKeyParam = idParam('shopId', 'The shop’s handle (as in its page’s address, /shops/{handle}) or its id')

export function shopPaths(): Paths {
  return {
    '/api/shops': {
      get: {
        summary: 'The signed-in user’s shops, newest first',
        security: 'user',
        parameters: pageParams(100, 'every shop (nextCursor null)'),
        responses: { '200': ok(ShopListAnswer) },
      },
      post: {
        idempotent: true,
        summary: 'Create a shop',
        policy: 'shop-create',
        security: 'user',
        requestBody: json(ShopFormSchema),
        responses: { '201': ok(ShopSavedAnswer, 'Created') },
      },
    },
    '/api/shops/{shopId}': {
      get: {
        summary: 'A public shop, or the owner’s private one',
        parameters: [shopKeyParam],
        responses: { '200': ok(ShopAnswer) },
      },
      put: {
        summary: 'Update a shop (owner)',
        security: 'user',
        parameters: [shopKeyParam],
        requestBody: json(ShopFormSchema),
        responses: { '200': ok(ShopSavedAnswer) },
      },
      delete: {
        summary: 'Delete a shop (owner)',
        security: 'user',
        parameters: [shopKeyParam],
        responses: { '200': ok(DoneAnswer) },
      },
    },
    '/api/shops/{shopId}/commission': {
      get: {
        summary: 'The owner’s earnings from the shop',
        security: 'user',
        parameters: [shopKeyParam],
        responses: { '200': ok(CommissionAnswer) },
      },
    },
    '/api/shops/{shopId}/designs': {
      get: {
        summary: 'The shop’s designs, newest first (others see published ones only)',
        parameters: [shopKeyParam, ...pageParams(100, 'every design of the shop (nextCursor null)')],
        responses: {
          '200': ok(ShopDesignListAnswer),
        },
      },
      post: {
        idempotent: true,
        summary: 'Add one of the owner’s designs, published',
        security: 'user',
        parameters: [shopKeyParam],
        requestBody: json(AddDesignSchema),
        responses: {
          '409': { description: 'The design is already in this shop (`design_already_in_shop`): do not retry' },
          '201': ok(ShopDesignAddedAnswer, 'Added'),
        },
      },
    },
    '/api/shops/{shopId}/designs/{designId}': {
      delete: {
        summary: 'Take a design out of the shop (owner)',
        security: 'user',
        parameters: [shopKeyParam, idParam('designId', 'Design id')],
        responses: { '200': ok(DoneAnswer) },
      },
    },
    '/api/public-shops': {
      get: {
        summary: 'The directory of public shops, newest first, 120 a page',
        description:
          'Page by `cursor` (exact while shops change) or by `page` number, not both; `page` is left out of an answer by cursor.',
        parameters: [
          {
            name: 'page',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: 1000 },
            description: 'Counted in pages of `limit`',
          },
          ...pageParams(120, '120'),
        ],
        responses: {
          '200': ok(PublicShopsAnswer),
        },
      },
    },
  }
}
