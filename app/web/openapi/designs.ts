import { z } from '~/lib/zod.ts'
import { fromImageSchema, generateDesignSchema, STYLES, uploadFormSchema } from '~/modules/design/index.ts'
import { AvailableColorsQuerySchema } from '~/modules/product/index.ts'
import {
  idParam,
  idSchema,
  input,
  json,
  nextCursorSchema,
  nullableString,
  ok,
  pageParams,
  type JsonSchema,
  type Paths,
} from './shared.ts'

// The Designs, Community and Products areas: making designs, design jobs, votes, the gallery, the shirt.

export const CreatedDesignSchema = z.looseObject({
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

export const DesignJobSchema = z.looseObject({
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
})

export const CommunityDesignSchema = z.looseObject({
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
})

export const PopularDesignSchema = z.looseObject({
  id: idSchema,
  imageUrl: z.string(),
  mockupUrl: nullableString,
  prompt: z.string(),
  upvoteCount: z.int(),
})

export const UpvoteStateSchema = z.looseObject({ upvoted: z.boolean(), upvoteCount: z.int() })

export const ProductSchema = z.looseObject({
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
})

const VariantSchema = z.looseObject({
  id: z.int().describe('The catalogue variant id (Printify’s)'),
  color: z.string(),
  size: z.string(),
  price: z.int().describe('Integer cents'),
  isEnabled: z.boolean(),
})

export function designPaths(): Paths {
  const colors: string[] = []
  return {
    '/api/designs/generate': {
      post: {
        idempotent: true,
        summary: 'Generate a design from a prompt',
        policy: 'generation',
        description: 'The session decides the owner; a `userId` in the body is ignored. Rate-limited per visitor and user.',
        requestBody: json(generateDesignSchema(colors)),
        responses: {
          '504': { description: 'Still being made after the wait (`gateway_timeout`): follow the job named in `detail`' },
          '201': ok(z.looseObject({ success: z.literal(true), design: CreatedDesignSchema }), 'Created'),
        },
      },
    },
    '/api/design-jobs': {
      post: {
        summary: 'Start a design and answer at once (202), to follow by events or polling',
        policy: 'generation',
        description:
          'The body of /api/designs/generate (`source` "prompt", the default) or of /api/designs/from-image with `source` "upload". The job waits in line (its place is in `job.place`), then runs; `Location` and `job.statusUrl` give its state, `job.eventsUrl` a text/event-stream of `progress` events, then `done` or `failed`. Rate-limited like generation.',
        idempotent: true,
        requestBody: {
          contentType: 'application/json',
          schema: {
            oneOf: [
              { ...input(generateDesignSchema(colors)), description: 'source: "prompt" (or absent)' },
              { ...input(fromImageSchema(colors)), description: 'source: "upload"' },
            ],
          },
        },
        responses: { '202': ok(z.looseObject({ job: DesignJobSchema }), 'Queued') },
      },
    },
    '/api/design-jobs/{id}': {
      get: {
        summary: 'A design job of yours: status, stage, place in line, partial picture, then the design or the error',
        parameters: [idParam('id', 'Design job id (a UUID)')],
        responses: { '200': ok(z.looseObject({ job: DesignJobSchema })), '404': { description: 'Not a job of yours' } },
      },
    },
    '/api/design-jobs/{id}/events': {
      get: {
        summary: 'Server-Sent Events of a design job (text/event-stream)',
        description:
          'Events: `progress` (data `{ job }`) on every change of stage, place or partial picture; then `done` (data `{ job }` with `job.design`) or `failed` (data `{ job }` with `job.error`), and the stream ends.',
        parameters: [idParam('id', 'Design job id (a UUID)')],
        responses: { '200': { description: 'text/event-stream' }, '404': { description: 'Not a job of yours' } },
      },
    },
    '/api/upload': {
      post: {
        summary: 'Upload an image (PNG, JPEG or WebP) for a design',
        policy: 'upload',
        requestBody: {
          contentType: 'multipart/form-data',
          schema: {
            type: 'object',
            properties: {
              image: { type: 'string', contentMediaType: 'application/octet-stream' },
              ...(input(uploadFormSchema(colors)).properties as object),
            },
            required: ['image'],
          },
        },
        responses: { '201': ok(z.looseObject({ filePath: z.string(), imgurUrl: z.string() }), 'Stored') },
      },
    },
    '/api/designs/from-image': {
      post: {
        idempotent: true,
        summary: 'Make a design from an uploaded image',
        policy: 'generation',
        requestBody: json(fromImageSchema(colors)),
        responses: {
          '504': { description: 'Still being made after the wait (`gateway_timeout`): follow the job named in `detail`' },
          '201': ok(z.looseObject({ success: z.literal(true), design: CreatedDesignSchema }), 'Created'),
        },
      },
    },
    '/api/community-designs': {
      get: {
        summary: 'The community gallery, newest first, 48 at a time',
        description:
          'Only designs their creators show in the community (`showInCommunity`, changeable in My Designs); a hidden design is still reachable by its own id.',
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'cursor', in: 'query', schema: { type: 'string' }, description: 'The previous answer’s nextCursor' },
          {
            name: 'q',
            in: 'query',
            schema: { type: 'string', maxLength: 100 },
            description: 'Words that must all appear in the title or the prompt (any case)',
          },
          {
            name: 'style',
            in: 'query',
            schema: { type: 'string' },
            description: `Only designs in this style, one of: ${STYLES.join(', ')} (any case)`,
          },
          {
            name: 'color',
            in: 'query',
            schema: { type: 'string', maxLength: 40, pattern: '^[A-Za-z][A-Za-z -]*$' },
            description: 'Only designs offered on this shirt colour, a catalogue colour name (any case), e.g. Navy',
          },
        ],
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              designs: z.array(CommunityDesignSchema),
              page: z.int(),
              hasMore: z.boolean(),
              nextCursor: nullableString,
            }),
          ),
          '304': { description: 'Not modified (If-None-Match)' },
        },
      },
    },
    '/api/designs/user/{userId}': {
      get: {
        summary: 'The signed-in user’s own designs, newest first, 200 a page',
        security: 'user',
        parameters: [idParam('userId', 'Must be the signed-in user’s id'), ...pageParams(200, '200')],
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              designs: z.array(DesignJsonSchema),
              nextCursor: nextCursorSchema,
              message: z.string().optional(),
            }),
          ),
        },
      },
    },
    '/api/designs/{id}/upvote': {
      get: {
        summary: 'The user’s vote and the count',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteStateSchema) },
      },
      post: {
        summary: 'Upvote',
        policy: 'upvote',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteStateSchema) },
      },
      delete: {
        summary: 'Remove the upvote',
        policy: 'upvote',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteStateSchema) },
      },
    },
    '/api/popular-designs': {
      get: {
        summary: 'Up to six designs with the most upvotes',
        description:
          'A fixed ranking of at most six designs shown in the community with at least one upvote, not paginated: `nextCursor` is always null.',
        responses: {
          '200': ok(z.looseObject({ success: z.literal(true), designs: z.array(PopularDesignSchema), nextCursor: z.null() })),
          '304': { description: 'Not modified' },
        },
      },
    },
    '/api/printify/available-colors': {
      get: {
        summary: 'One sample variant per shirt colour',
        parameters: Object.entries((input(AvailableColorsQuerySchema).properties ?? {}) as Record<string, JsonSchema>).map(
          ([name, schema]) => ({
            name,
            in: 'query' as const,
            required: true,
            schema,
          }),
        ),
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              sampleVariants: z.array(
                z.looseObject({ variantId: z.int(), color: z.string(), hex: z.string().nullable().optional() }),
              ),
            }),
          ),
        },
      },
    },
    '/api/products/{id}': {
      get: {
        summary: 'A product by design id or 24-hex provider product id',
        parameters: [idParam('id', 'Design id or provider product id')],
        responses: { '200': ok(z.looseObject({ success: z.literal(true), product: ProductSchema })) },
      },
    },
    '/api/products/{id}/variants': {
      get: {
        summary: 'The shirt’s variants (sizes and colours) for a product',
        parameters: [idParam('id', 'Design id or provider product id')],
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              variants: z.array(VariantSchema),
              variantsByColor: z.record(z.string(), z.array(VariantSchema)).describe('Every variant, by colour name'),
              sizes: z.array(z.string()),
            }),
          ),
        },
      },
    },
  }
}
