import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { StripeState } from './objects.ts'
import { AUTHENTICATION_FAILED, cardOutcome } from './test-cards.ts'

// Stripe's hosts for the browser besides its API: the 3-D Secure page (hooks.stripe.com), the hosted
// Checkout page (checkout.stripe.com) and, because js.stripe.com cannot be reached from this
// sandbox, a stand-in for Stripe.js itself (../stripe-js-stand-in.js).

/** The browser-facing hosts of Stripe that the end-to-end tests route to this server. */
export const STRIPE_BROWSER_HOSTS = ['js.stripe.com', 'api.stripe.com', 'hooks.stripe.com', 'checkout.stripe.com']

const STAND_IN_SCRIPT = fileURLToPath(new URL('../stripe-js-stand-in.js', import.meta.url))

/** Whether a GET of `pathname` asks for Stripe.js (js.stripe.com/v3, or a versioned /…/stripe.js). */
export const isStripeJs = (pathname: string) => /^\/(v3\/?|[a-z0-9]+\/stripe\.js)$/.test(pathname)

/** Answers the stand-in for Stripe.js. */
export function sendStripeJs(res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  res.end(readFileSync(STAND_IN_SCRIPT))
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function hostedPage(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1e293b}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1rem;font-size:1rem;background:#4338ca;color:#fff;border:0;border-radius:.4rem}
.secondary{background:#e2e8f0;color:#0f172a}.error{color:#b91c1c}</style></head>
<body><main><p>Stripe test environment (local stand-in)</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
  res.end(html)
}

export function hostedPages(state: StripeState) {
  /** Stripe's 3-D Secure test page: complete or fail the authentication, then back to the return URL. */
  function authenticationPage(method: string, intentId: string, fields: Record<string, string>, res: ServerResponse) {
    const intent = state.intents.get(intentId)
    if (!intent || intent.status !== 'requires_action' || !intent.next_action)
      return sendHtml(res, 404, hostedPage('Nothing to authenticate', ''))
    if (method === 'GET') {
      const button = (result: string, label: string, cls = '') =>
        `<form method="post"><input type="hidden" name="result" value="${result}"><button class="${cls}">${label}</button></form>`
      return sendHtml(
        res,
        200,
        hostedPage(
          '3D Secure 2 Test Page',
          `<p>Amount: ${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}</p>${button('complete', 'Complete authentication')}${button('fail', 'Fail authentication', 'secondary')}`,
        ),
      )
    }
    const returnUrl = new URL(intent.next_action.redirect_to_url.return_url)
    const authenticated = fields.result === 'complete'
    if (authenticated) {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null })
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILED,
        },
      })
    }
    returnUrl.searchParams.set('payment_intent', intent.id)
    returnUrl.searchParams.set('payment_intent_client_secret', intent.client_secret)
    returnUrl.searchParams.set('redirect_status', authenticated ? 'succeeded' : 'failed')
    res.writeHead(303, { Location: returnUrl.href })
    res.end()
  }

  /** Stripe Checkout's hosted payment page, for paying without JavaScript. */
  function checkoutPage(method: string, sessionId: string, fields: Record<string, string>, res: ServerResponse) {
    const session = state.sessions.get(sessionId)
    if (!session) return sendHtml(res, 404, hostedPage('Session not found', ''))
    if (session.status === 'complete')
      return sendHtml(res, 200, hostedPage('Already paid', '<p>This Checkout Session is complete.</p>'))
    let error = ''
    if (method === 'POST') {
      const card = cardOutcome(fields.cardNumber ?? '')
      if (card.outcome === 'authenticate' && !fields.authentication) {
        // Checkout runs 3-D Secure itself, then pays or shows the failure on its page.
        const carry = `<input type="hidden" name="cardNumber" value="${escapeHtml(fields.cardNumber ?? '')}">`
        const button = (result: string, label: string, cls = '') =>
          `<form method="post">${carry}<input type="hidden" name="authentication" value="${result}"><button class="${cls}">${label}</button></form>`
        return sendHtml(
          res,
          200,
          hostedPage(
            '3D Secure 2 Test Page',
            `${button('complete', 'Complete authentication')}${button('fail', 'Fail authentication', 'secondary')}`,
          ),
        )
      }
      if (card.outcome === 'succeed' || (card.outcome === 'authenticate' && fields.authentication === 'complete')) {
        state.fake.completeSession(sessionId)
        res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId) })
        return res.end()
      }
      const message = card.outcome === 'decline' ? card.message : AUTHENTICATION_FAILED
      error = `<p role="alert" class="error">${escapeHtml(message)}</p>`
    }
    const field = (name: string, label: string, value = '') =>
      `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" required>`
    sendHtml(
      res,
      error ? 402 : 200,
      hostedPage(
        `Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`,
        `${error}<form method="post">${field('email', 'Email', session.customer_email ?? '')}${field('cardNumber', 'Card information')}${field('cardExpiry', 'Expiration')}${field('cardCvc', 'CVC')}<button>Pay</button></form><p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`,
      ),
    )
  }

  /** Answers a hosted page if `pathname` is one (true), else leaves the request alone (false). */
  return function answerPage(method: string, pathname: string, fields: Record<string, string>, res: ServerResponse) {
    let match = pathname.match(/^\/3d_secure_2\/authenticate\/([^/]+)$/)
    if (match) {
      authenticationPage(method, match[1], fields, res)
      return true
    }
    match = pathname.match(/^\/c\/pay\/([^/]+)$/)
    if (match) {
      checkoutPage(method, match[1], fields, res)
      return true
    }
    return false
  }
}
