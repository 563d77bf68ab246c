import type { AppLoadContext } from '@remix-run/node'
import type express from 'express'
import { getConfig } from '~/lib/config.server.ts'
import { getDb, sharedPgPool } from '~/lib/db.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { getEmailService, offlineMailboxDir } from '~/services/email/index.server.ts'
import { pooledImageGenerator } from '~/modules/design/index.server.ts'
import { fulfilmentServices } from '~/services/fulfilment/index.server.ts'
import { getImageGenerator, uploadReviewPolicy } from '~/services/image-generation/index.server.ts'
import { getPaymentProcessor } from '~/services/payments/payments.server.ts'
import { getPayoutSender, getPayPalSender } from '~/services/payouts/payouts.server.ts'
import { getStorage } from '~/services/storage/storage.server.ts'
import { getTaxService } from '~/services/tax/index.server.ts'
import type { JobServices, StoreLoadContext, StoreServices } from '~/web/load-context.ts'
import { rateLimitsFor } from '~/web/rate-limit.server.ts'

// The one place that turns the process's shared resources into the routes' `context`: routes never
// call the global getters (eslint forbids it under app/routes), so a test can hand a route its own.

/**
 * What the domain's background work takes (ADR 180): the database, the print providers, the storage,
 * the image generator and the upload review policy. A worker process, which serves no HTTP, starts
 * its jobs with these; the web process passes its store services, which include them.
 */
export function createJobServices(): JobServices {
  return {
    db: getDb(),
    fulfilment: fulfilmentServices,
    storage: getStorage(),
    imageGenerator: pooledImageGenerator(getImageGenerator()),
    uploadReview: uploadReviewPolicy(),
  }
}

/** The long-lived part of the context, made once when the app is made. */
export function createStoreServices(): StoreServices {
  const config = getConfig()
  return {
    ...createJobServices(),
    config,
    payments: getPaymentProcessor(),
    mail: getEmailService(),
    mailbox: offlineMailboxDir(),
    payouts: { sender: getPayoutSender, paypal: getPayPalSender },
    tax: getTaxService(),
    rateLimits: rateLimitsFor(config, sharedPgPool()),
  }
}

/**
 * Remix's getLoadContext: the services, plus this request's id, logger, client address and CSP
 * nonce. Runs after the request logger (which gives the request its id) and the security headers
 * (which make the nonce).
 */
export function loadContextFor(services: StoreServices) {
  return (req: express.Request, res: express.Response): AppLoadContext => {
    const requestId = String(req.id ?? '')
    let requestLogger: StoreLoadContext['logger'] | undefined
    return {
      ...services,
      requestId,
      // Made on first use: most requests log nothing of their own.
      get logger() {
        return (requestLogger ??= logger.child({ requestId }))
      },
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      cspNonce: res.locals.cspNonce as string | undefined,
    }
  }
}
