import { fromImageSchema, generateDesignSchema, STYLES, uploadFormSchema } from '~/modules/design/index.ts'
import { AvailableColorsQuerySchema } from '~/modules/product/index.ts'
import {
  AvailableColorsAnswer,
  CommunityDesignsAnswer,
  DesignCreatedAnswer,
  DesignJobAnswer,
  PopularDesignsAnswer,
  ProductAnswer,
  UploadAnswer,
  UpvoteAnswer,
  UserDesignsAnswer,
  VariantsAnswer,
} from '../api-answers/designs.ts'
import { idParam, input, json, ok, pageParams, type JsonSchema, type Paths } from './shared.ts'

// The Designs, Community and Products areas: making designs, design jobs, votes, the gallery, the shirt
// (answers in app/web/api-answers/designs.ts).

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
          '201': ok(DesignCreatedAnswer, 'Created'),
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
        responses: { '202': ok(DesignJobAnswer, 'Queued') },
      },
    },
    '/api/design-jobs/{id}': {
      get: {
        summary: 'A design job of yours: status, stage, place in line, partial picture, then the design or the error',
        parameters: [idParam('id', 'Design job id (a UUID)')],
        responses: { '200': ok(DesignJobAnswer), '404': { description: 'Not a job of yours' } },
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
        responses: { '201': ok(UploadAnswer, 'Stored') },
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
          '201': ok(DesignCreatedAnswer, 'Created'),
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
          '200': ok(CommunityDesignsAnswer),
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
          '200': ok(UserDesignsAnswer),
        },
      },
    },
    '/api/designs/{id}/upvote': {
      get: {
        summary: 'The user’s vote and the count',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteAnswer) },
      },
      post: {
        summary: 'Upvote',
        policy: 'upvote',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteAnswer) },
      },
      delete: {
        summary: 'Remove the upvote',
        policy: 'upvote',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteAnswer) },
      },
    },
    '/api/popular-designs': {
      get: {
        summary: 'Up to six designs with the most upvotes',
        description:
          'A fixed ranking of at most six designs shown in the community with at least one upvote, not paginated: `nextCursor` is always null.',
        responses: {
          '200': ok(PopularDesignsAnswer),
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
          '200': ok(AvailableColorsAnswer),
        },
      },
    },
    '/api/products/{id}': {
      get: {
        summary: 'A product by design id or 24-hex provider product id',
        parameters: [idParam('id', 'Design id or provider product id')],
        responses: { '200': ok(ProductAnswer) },
      },
    },
    '/api/products/{id}/variants': {
      get: {
        summary: 'The shirt’s variants (sizes and colours) for a product',
        parameters: [idParam('id', 'Design id or provider product id')],
        responses: {
          '200': ok(VariantsAnswer),
        },
      },
    },
  }
}
