import { z } from '~/lib/zod.ts'
import { AddDesignSchema, ShopFormSchema } from '~/modules/shop/index.ts'
import { DesignJsonSchema } from './designs.ts'
import { idParam, idSchema, json, nextCursorSchema, nullableString, ok, pageParams, type Paths } from './shared.ts'

// The Shops area: creator shops and their designs, earnings, the public directory.

export const ShopSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  handle: z.string().describe('The shop’s name in its address: its page is /shops/{handle}'),
  description: nullableString,
  isPublic: z.boolean(),
  paypalEmail: nullableString.describe('Where its commission is paid; null to anyone but the owner'),
  createdAt: z.string().describe('ISO 8601'),
  userId: idSchema.describe('The owner'),
  bannerUrl: nullableString,
  logoUrl: nullableString,
})

/** A shop in an /api path: what its page's address shows (/shops/{handle}), or its number. */
const shopKeyParam = idParam('shopId', 'The shop’s handle (as in its page’s address, /shops/{handle}) or its id')

export const CommissionSchema = z.looseObject({
  total: z.int(),
  paid: z.int(),
  unpaid: z.int(),
  formattedTotal: z.string(),
  formattedPaid: z.string(),
  formattedUnpaid: z.string(),
})

export function shopPaths(): Paths {
  return {
    '/api/shops': {
      get: {
        summary: 'The signed-in user’s shops, newest first',
        security: 'user',
        parameters: pageParams(100, 'every shop (nextCursor null)'),
        responses: { '200': ok(z.looseObject({ shops: z.array(ShopSchema), nextCursor: nextCursorSchema })) },
      },
      post: {
        idempotent: true,
        summary: 'Create a shop',
        policy: 'shop-create',
        security: 'user',
        requestBody: json(ShopFormSchema),
        responses: { '201': ok(z.looseObject({ success: z.literal(true), shop: ShopSchema }), 'Created') },
      },
    },
    '/api/shops/{shopId}': {
      get: {
        summary: 'A public shop, or the owner’s private one',
        parameters: [shopKeyParam],
        responses: { '200': ok(z.looseObject({ shop: ShopSchema })) },
      },
      put: {
        summary: 'Update a shop (owner)',
        security: 'user',
        parameters: [shopKeyParam],
        requestBody: json(ShopFormSchema),
        responses: { '200': ok(z.looseObject({ success: z.literal(true), shop: ShopSchema })) },
      },
      delete: {
        summary: 'Delete a shop (owner)',
        security: 'user',
        parameters: [shopKeyParam],
        responses: { '200': ok(z.looseObject({ success: z.literal(true) })) },
      },
    },
    '/api/shops/{shopId}/commission': {
      get: {
        summary: 'The owner’s earnings from the shop',
        security: 'user',
        parameters: [shopKeyParam],
        responses: { '200': ok(z.looseObject({ success: z.literal(true), commission: CommissionSchema })) },
      },
    },
    '/api/shops/{shopId}/designs': {
      get: {
        summary: 'The shop’s designs, newest first (others see published ones only)',
        parameters: [shopKeyParam, ...pageParams(100, 'every design of the shop (nextCursor null)')],
        responses: {
          '200': ok(
            z.looseObject({
              shopDesigns: z.array(
                z.looseObject({
                  design: DesignJsonSchema,
                  shopDesign: z.looseObject({ id: idSchema, isPublished: z.boolean() }),
                  awaitingReview: z
                    .boolean()
                    .optional()
                    .describe('An uploaded picture not yet screened: visitors do not see it until it is approved'),
                }),
              ),
              nextCursor: nextCursorSchema,
            }),
          ),
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
          '201': ok(z.looseObject({ success: z.literal(true), shopDesign: z.looseObject({}) }), 'Added'),
        },
      },
    },
    '/api/shops/{shopId}/designs/{designId}': {
      delete: {
        summary: 'Take a design out of the shop (owner)',
        security: 'user',
        parameters: [shopKeyParam, idParam('designId', 'Design id')],
        responses: { '200': ok(z.looseObject({ success: z.literal(true) })) },
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
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              shops: z.array(
                z.looseObject({
                  id: idSchema,
                  name: z.string(),
                  handle: z.string().optional(),
                  description: nullableString,
                  createdAt: z.string(),
                  bannerUrl: nullableString,
                  logoUrl: nullableString,
                  sampleImage: nullableString.describe('A mockup of one of its designs'),
                  designCount: z.int(),
                  creatorName: z.string(),
                }),
              ),
              page: z.int().positive().optional(),
              hasMore: z.boolean(),
              nextCursor: nextCursorSchema,
            }),
          ),
        },
      },
    },
  }
}
