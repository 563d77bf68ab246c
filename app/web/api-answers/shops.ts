import { z } from '~/lib/zod.ts'
import { DesignJsonSchema } from './designs.ts'
import { idSchema, nextCursorSchema, nullableString } from './shared.ts'

// The answers of the Shops area: creator shops and their designs, earnings, the public directory.

const ShopSchema = z.looseObject({
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

/** GET /api/shops: the signed-in user's shops, a page of them. */
export const ShopListAnswer = z.looseObject({ shops: z.array(ShopSchema), nextCursor: nextCursorSchema })

/** GET /api/shops/{shopId}. */
export const ShopAnswer = z.looseObject({ shop: ShopSchema })

/** POST /api/shops (201) and PUT /api/shops/{shopId}: the shop as saved. */
export const ShopSavedAnswer = z.looseObject({ success: z.literal(true), shop: ShopSchema })

/** GET /api/shops/{shopId}/commission. */
export const CommissionAnswer = z.looseObject({
  success: z.literal(true),
  commission: z.looseObject({
    total: z.int(),
    paid: z.int(),
    unpaid: z.int(),
    formattedTotal: z.string(),
    formattedPaid: z.string(),
    formattedUnpaid: z.string(),
  }),
})

/** GET /api/shops/{shopId}/designs: pairs of design and link, a page of them. */
export const ShopDesignListAnswer = z.looseObject({
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
})

/** POST /api/shops/{shopId}/designs (201): the new link. */
export const ShopDesignAddedAnswer = z.looseObject({ success: z.literal(true), shopDesign: z.looseObject({}) })

/** GET /api/public-shops: the directory, a page of it. */
export const PublicShopsAnswer = z.looseObject({
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
      creatorName: nullableString.describe('The creator’s name as the directory shows it; null when they have none to show'),
    }),
  ),
  page: z.int().positive().optional(),
  hasMore: z.boolean(),
  nextCursor: nextCursorSchema,
})
