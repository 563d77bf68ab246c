import { z } from '~/lib/zod.ts'
import { idSchema, nextCursorSchema, nullableString } from './shared.ts'

// The answers of the Designs, Community and Products areas: making designs, design jobs, votes, the
// gallery, the shirt.

const CreatedDesignSchema = z.looseObject({
  id: idSchema,
  prompt: z.string(),
  name: z.string(),
  style: z.string().describe('One of the ten styles'),
  color: z.string().describe('The shirt colour it was previewed on'),
  designType: z.enum(['image', 'text']),
  imageUrl: z.string(),
  mockupUrl: z.string(),
  createdAt: z.string().describe('ISO 8601'),
})

/** A design as its owner's lists show it (My Designs, a shop's designs). */
export const DesignJsonSchema = z.looseObject({
  id: idSchema,
  prompt: z.string(),
  name: z.string().describe('The title the creator gave it'),
  imageUrl: nullableString.describe('The artwork (transparent where the style allows)'),
  mockupUrl: nullableString.describe('The artwork on a shirt'),
  createdAt: z.string().describe('ISO 8601'),
  externalId: nullableString,
  externalSource: nullableString,
  printifyProductId: nullableString,
  inCommunity: z.boolean().describe('Shown in the community (the creator’s choice)'),
})

/** A picture of a product: the mockup's URL and which side of the shirt it shows. */
const ProductImageSchema = z.looseObject({ src: z.string(), position: z.string().describe('front') })

/** POST /api/designs/generate and /api/designs/from-image (201): the design, once made. */
export const DesignCreatedAnswer = z.looseObject({ success: z.literal(true), design: CreatedDesignSchema })

/** POST /api/design-jobs (202) and GET /api/design-jobs/{id}; also each event's data. */
export const DesignJobAnswer = z.looseObject({
  job: z.looseObject({
    id: z.string(),
    source: z.enum(['prompt', 'upload']),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    stage: z.string(),
    stageLabel: z.string(),
    place: z.int().positive().nullable(),
    partialUrl: nullableString,
    designId: idSchema.nullable(),
    error: z.looseObject({ status: z.int(), message: z.string() }).nullable(),
    statusUrl: z.string(),
    eventsUrl: z.string(),
    design: CreatedDesignSchema.nullable(),
  }),
})

/** POST /api/upload (201): where the picture is kept. */
export const UploadAnswer = z.looseObject({ filePath: z.string(), imgurUrl: z.string() })

/** GET /api/community-designs: a page of the gallery. */
export const CommunityDesignsAnswer = z.looseObject({
  success: z.literal(true),
  designs: z.array(
    z.looseObject({
      id: idSchema,
      title: z.string(),
      description: z.string(),
      price: z.int().describe('Integer cents'),
      images: z.array(ProductImageSchema),
      shop: z
        .looseObject({ id: idSchema, name: z.string(), handle: z.string().optional() })
        .nullable()
        .optional()
        .describe('The creator shop that sells it, if any'),
      upvoteCount: z.int(),
      color: z.string().optional().describe('The shirt colour the design was made and is shown on (a catalogue colour name)'),
      printifyProductId: nullableString.optional(),
    }),
  ),
  page: z.int(),
  hasMore: z.boolean(),
  nextCursor: nullableString,
})

/** GET /api/designs/user/{userId}: a page of the user's own designs. */
export const UserDesignsAnswer = z.looseObject({
  success: z.literal(true),
  designs: z.array(DesignJsonSchema),
  nextCursor: nextCursorSchema,
  message: z.string().optional(),
})

/** GET, POST and DELETE /api/designs/{id}/upvote. */
export const UpvoteAnswer = z.looseObject({ upvoted: z.boolean(), upvoteCount: z.int() })

/** GET /api/popular-designs: the fixed short ranking. */
export const PopularDesignsAnswer = z.looseObject({
  success: z.literal(true),
  designs: z.array(
    z.looseObject({
      id: idSchema,
      imageUrl: z.string(),
      mockupUrl: nullableString,
      prompt: z.string(),
      upvoteCount: z.int(),
    }),
  ),
  nextCursor: z.null(),
})

/** GET /api/printify/available-colors: one sample variant per colour. */
export const AvailableColorsAnswer = z.looseObject({
  success: z.literal(true),
  sampleVariants: z.array(z.looseObject({ variantId: z.int(), color: z.string(), hex: z.string().nullable().optional() })),
})

/** GET /api/products/{id}. */
export const ProductAnswer = z.looseObject({
  success: z.literal(true),
  product: z.looseObject({
    id: z.union([z.int(), z.string()]).describe('The design id (as text) or the provider’s product id'),
    title: z.string(),
    description: z.string().optional(),
    price: z.int().optional().describe('Integer cents'),
    designId: idSchema.nullable().optional(),
    designUrl: nullableString.optional(),
    mockupUrl: nullableString.optional(),
    color: z.string().optional(),
    printifyProductId: nullableString.optional(),
    images: z.array(ProductImageSchema).optional(),
  }),
})

const VariantSchema = z.looseObject({
  id: z.int().describe('The catalogue variant id (Printify’s)'),
  color: z.string(),
  size: z.string(),
  price: z.int().describe('Integer cents'),
  isEnabled: z.boolean(),
})

/** GET /api/products/{id}/variants. */
export const VariantsAnswer = z.looseObject({
  success: z.literal(true),
  variants: z.array(VariantSchema),
  variantsByColor: z.record(z.string(), z.array(VariantSchema)).describe('Every variant, by colour name'),
  sizes: z.array(z.string()),
})
