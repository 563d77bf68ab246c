import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'

// Response headers that limit what a page may do, with helmet:
// - Content-Security-Policy: scripts only from this origin and with this response's nonce; no
//   plugins, no <base>, forms post here, and no site may frame the store (frame-ancestors 'none').
// - Stripe's hosts are allowed on the checkout page only, the one page that loads Stripe.js and
//   sends a form on to Stripe Checkout. Every way into the checkout is a full page load (plain
//   forms and redirects), so the checkout's own policy is the one in force there.
// - Strict-Transport-Security and upgrade-insecure-requests only when the store is served over https.
// - A Permissions-Policy turning off device features the store never uses (helmet has no option for it).

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  form: ['https://checkout.stripe.com'],
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
].join(', ')

/** True for the pages that talk to Stripe in the browser. */
export function usesStripe(path: string) {
  return path === '/checkout' || path.startsWith('/checkout/')
}

/**
 * `imageOrigins`: where else pictures come from. Pages send browsers to the image bucket's presigned
 * URLs (ADR 169): any https origin is allowed already; a bucket served over http (MinIO in
 * development) is named here.
 */
export function securityHeaders({
  https,
  csp,
  imageOrigins = [],
}: {
  https: boolean
  csp: boolean
  imageOrigins?: string[]
}): RequestHandler[] {
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce as string}'`
  const policy = (stripe: boolean) => ({
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", nonce, ...(stripe ? STRIPE.script : [])],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? STRIPE.connect : [])],
      frameSrc: stripe ? STRIPE.frame : ["'none'"],
      formAction: ["'self'", ...(stripe ? STRIPE.form : [])],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  })
  const common = {
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The store reads the Referer to send a shopper back to the page they came from.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    frameguard: { action: 'deny' as const },
    // Share images are fetched by other sites (social previews).
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  }
  const everywhere = helmet({ ...common, contentSecurityPolicy: csp ? policy(false) : false })
  const checkout = helmet({ ...common, contentSecurityPolicy: csp ? policy(true) : false })

  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64')
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
      next()
    },
    (req, res, next) => (usesStripe(req.path) ? checkout : everywhere)(req, res, next),
  ]
}
