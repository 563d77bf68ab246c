import { z } from '~/lib/zod.ts'
import { idSchema, nullableString } from './shared.ts'

// The answers of the Account area (who you are), of the providers' incoming webhooks and of the
// document itself.

/** GET /api/auth/user: the signed-in user. */
export const UserAnswer = z.looseObject({
  id: idSchema,
  username: z.string(),
  firstName: nullableString,
  lastName: nullableString,
  profileImageUrl: nullableString,
})

/** POST /api/webhooks/{stripe,printify,paypal}: the event was taken, and what came of it. */
export const ProviderEventAnswer = z.looseObject({
  received: z.literal(true),
  outcome: z.string().describe('What the store did with the event, e.g. "ignored"'),
})

/** GET /api/openapi.json: the OpenAPI 3.1 document. */
export const OpenApiDocumentAnswer = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({
    title: z.string(),
    version: z.string(),
    description: z.string(),
    contact: z.record(z.string(), z.unknown()),
  }),
  jsonSchemaDialect: z.string(),
  servers: z.array(z.record(z.string(), z.unknown())),
  tags: z.array(z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
  paths: z.record(z.string(), z.unknown()),
  webhooks: z.record(z.string(), z.unknown()).describe('The events the store POSTs to your webhook endpoints'),
})
