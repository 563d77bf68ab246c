import type { Logger } from 'pino'
import type { Config } from '~/lib/config.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import type { EmailService } from '~/services/email/email.ts'
import type { ImageGenerator } from '~/services/image-generation/types.ts'
import type { UploadReviewPolicy } from '~/services/image-generation/index.server.ts'
import type { PrintifyClient } from '~/services/fulfilment/printify-client.server.ts'
import type { PaymentProcessor } from '~/services/payments/payments.ts'
import type { PayPalPayoutSender } from '~/services/payouts/paypal-sender.server.ts'
import type { PayoutSender } from '~/services/payouts/payouts.ts'
import type { RateLimits } from '~/services/rate-limit/rate-limit.server.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import type { TaxService } from '~/services/tax/tax.ts'

/**
 * What lives as long as the process and every request shares: the database handle, the configuration
 * and the adapters the routes call. Made once at start (app/server/load-context.server.ts); a test
 * makes its own. Adapters whose answer follows the configuration at each call (the payout sender,
 * the Printify client with the shared pacing) are functions.
 */
export interface StoreServices {
  db: DB
  config: Config
  payments: PaymentProcessor
  storage: ImageStorage
  /** The configured image generator (OpenAI, or the offline one drawing in the pool of image threads). */
  imageGenerator: ImageGenerator
  /** Whether a screened upload is published or waits for an operator (ADR 133): UPLOAD_REVIEW, read at start. */
  uploadReview: UploadReviewPolicy
  mail: EmailService
  /** The offline mailbox's folder for /dev/mailbox, or null when that page must not exist. */
  mailbox: string | null
  payouts: {
    /** PayPal when configured, else the bulk-payout file. */
    sender: () => PayoutSender
    /** The PayPal Payouts client when configured, else null. */
    paypal: () => PayPalPayoutSender | null
  }
  /** The print providers: the domain's FulfilmentServices, and the Printify client itself. */
  fulfilment: FulfilmentServices & {
    /** The client for the configured Printify account, or null without one. */
    printify: () => PrintifyClient | null
  }
  /** The tax service (Stripe Tax or the offline estimate), or null with TAXES=off. */
  tax: TaxService | null
  /** The configured rate limits, counted for the whole process (app/web/rate-limit.server.ts). */
  rateLimits: RateLimits
}

/**
 * What the domain's background work takes (ADR 180): made by createJobServices() for a worker
 * process, which serves no HTTP; part of the store services in the web process.
 */
export type JobServices = Pick<StoreServices, 'db' | 'fulfilment' | 'storage' | 'imageGenerator' | 'uploadReview'>

/**
 * What most request helpers of app/web take as their first argument: the database and the
 * configuration (a route passes its whole `context`).
 */
export type DbAndConfig = Pick<StoreServices, 'db' | 'config'>

/**
 * The `context` of every loader and action: the process's services, and what belongs to this
 * request alone. A fresh object per request (the rate limiter keys its per-request counts on it).
 */
export interface StoreLoadContext extends StoreServices {
  /** This request's id (X-Request-Id), as in its log lines. */
  requestId: string
  /** The process's logger, every line naming this request. */
  logger: Logger
  /** The client's address (the configured proxy's X-Forwarded-For only when TRUST_PROXY says so). */
  clientIp: string
  /** The nonce every script of this response carries (Content-Security-Policy). */
  cspNonce?: string
}

// Remix types every loader's and action's `context` as AppLoadContext: it is the store's context.
declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StoreLoadContext {}
}
