import { OpenApiDocumentAnswer, ProviderEventAnswer, UserAnswer } from '../api-answers/account.ts'
import { ok, type Paths } from './shared.ts'

// The Account area (who you are, signing in and out), the providers' incoming webhooks and this
// document itself (answers in app/web/api-answers/account.ts).

export function accountPaths(): Paths {
  return {
    '/api/auth/user': {
      get: {
        summary: 'The signed-in user',
        security: 'user',
        responses: { '200': ok(UserAnswer), '401': { description: 'Signed out' } },
      },
    },
    '/api/login': {
      get: {
        summary: 'Sign in (full-page navigation to the identity provider)',
        policy: 'sign-in',
        parameters: [{ name: 'returnTo', in: 'query', schema: { type: 'string' }, description: 'A path on this store' }],
        responses: { '302': { description: 'To the identity provider, or back when signed in', redirect: true } },
      },
    },
    '/api/logout': {
      get: {
        summary: 'Sign out (full-page navigation)',
        responses: { '302': { description: 'Home, with a toast', redirect: true } },
      },
      post: { summary: 'Sign out', responses: { '302': { description: 'Home, with a toast', redirect: true } } },
    },
  }
}

/** Events the payment, print and payout providers send the store (signed), and this document. */
export function providerAndDocumentPaths(): Paths {
  return {
    '/api/webhooks/stripe': {
      post: {
        summary: 'Stripe events (signed with Stripe-Signature)',
        requestBody: { contentType: 'application/json', schema: { type: 'object' } },
        responses: { '200': ok(ProviderEventAnswer) },
      },
    },
    '/api/webhooks/printify': {
      post: {
        summary: 'Printify order events (signed with X-Pfy-Signature)',
        requestBody: { contentType: 'application/json', schema: { type: 'object' } },
        responses: { '200': ok(ProviderEventAnswer) },
      },
    },
    '/api/webhooks/paypal': {
      post: {
        summary:
          'PayPal payout events, verified with PayPal (verify-webhook-signature) from their PAYPAL-* headers; then a hint to reconcile payouts with PayPal',
        requestBody: { contentType: 'application/json', schema: { type: 'object' } },
        responses: {
          '200': ok(ProviderEventAnswer),
          '400': { description: 'Not a PayPal webhook event, or not signed by PayPal (PayPal did not verify it)' },
          '503': { description: 'PayPal gave no verdict in time: deliver again (Retry-After)' },
        },
      },
    },
    '/api/openapi.json': {
      get: {
        summary: 'This document',
        responses: {
          '200': ok(OpenApiDocumentAnswer, 'OpenAPI 3.1'),
        },
      },
    },
    '/api/docs': {
      get: { summary: 'This document as a readable page (HTML)', responses: { '200': { description: 'HTML' } } },
    },
  }
}
