// A stand-in for Stripe.js, served in place of https://js.stripe.com/<release>/stripe.js in the
// end-to-end tests, because this sandbox cannot reach js.stripe.com (ADR 022). It implements the
// part of Stripe.js's public API that @stripe/react-stripe-js and the store use, and talks to
// https://api.stripe.com the way Stripe.js does: form-encoded requests carrying the publishable key
// and the intent's client secret. The tests route Stripe's hosts to tests/support/fake-stripe.ts.
;(function () {
  const API = 'https://api.stripe.com/v1'

  function createPaymentElement() {
    let container = null
    const listeners = {}
    const field = (name, label, placeholder, autocomplete) =>
      `<label style="display:block;margin-top:.5rem;font-size:.875rem;font-weight:500">${label}` +
      `<input name="${name}" placeholder="${placeholder}" autocomplete="${autocomplete}" inputmode="numeric" ` +
      `style="display:block;width:100%;margin-top:.25rem;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem;font-family:monospace"></label>`
    return {
      mount(domNode) {
        container = typeof domNode === 'string' ? document.querySelector(domNode) : domNode
        container.innerHTML =
          '<div data-stripe-stand-in="payment">' +
          field('number', 'Card number', '1234 1234 1234 1234', 'cc-number') +
          field('expiry', 'Expiration date', 'MM / YY', 'cc-exp') +
          field('cvc', 'Security code', 'CVC', 'cc-csc') +
          '</div>'
        setTimeout(() => (listeners.ready || []).forEach((handler) => handler({ elementType: 'payment' })))
      },
      on(event, handler) {
        ;(listeners[event] = listeners[event] || []).push(handler)
      },
      off(event, handler) {
        listeners[event] = (listeners[event] || []).filter((h) => h !== handler)
      },
      update() {},
      unmount() {
        if (container) container.innerHTML = ''
      },
      destroy() {
        this.unmount()
        container = null
      },
      values() {
        const read = (name) => (container && container.querySelector(`input[name="${name}"]`).value) || ''
        return { number: read('number'), expiry: read('expiry'), cvc: read('cvc') }
      },
    }
  }

  function Stripe(publishableKey) {
    if (!String(publishableKey).startsWith('pk_')) throw new Error('Stripe(): a publishable key (pk_...) is required')

    async function api(method, path, params) {
      const body = new URLSearchParams({ key: publishableKey, ...params })
      const response =
        method === 'GET'
          ? await fetch(`${API}${path}?${body}`)
          : await fetch(`${API}${path}`, { method, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body })
      return response.json()
    }

    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      elements(options) {
        const elements = {
          _clientSecret: options && options.clientSecret,
          _payment: null,
          create(type) {
            if (type !== 'payment') throw new Error(`The stand-in only has the Payment Element, not ${type}`)
            elements._payment = createPaymentElement()
            return elements._payment
          },
          getElement(type) {
            return type === 'payment' ? elements._payment : null
          },
          update() {},
          async submit() {
            return {}
          },
        }
        return elements
      },
      async retrievePaymentIntent(clientSecret) {
        const intent = await api('GET', `/payment_intents/${clientSecret.split('_secret_')[0]}`, { client_secret: clientSecret })
        return intent.error ? { error: intent.error } : { paymentIntent: intent }
      },
      async confirmPayment({ elements, redirect, confirmParams }) {
        const card = elements._payment && elements._payment.values()
        if (!card || !card.number) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } }
        const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim())
        const clientSecret = elements._clientSecret
        const returnUrl = confirmParams && confirmParams.return_url
        const intent = await api('POST', `/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card.number,
          'payment_method_data[card][exp_month]': month,
          'payment_method_data[card][exp_year]': year,
          'payment_method_data[card][cvc]': card.cvc,
          ...(returnUrl ? { return_url: returnUrl } : {}),
        })
        if (intent.error) return { error: intent.error }
        const next = intent.next_action
        if (intent.status === 'requires_action' && next && next.type === 'redirect_to_url') {
          window.location.assign(next.redirect_to_url.url)
          return new Promise(() => {})
        }
        if (redirect !== 'if_required' && returnUrl) {
          const back = new URL(returnUrl)
          back.searchParams.set('payment_intent', intent.id)
          back.searchParams.set('payment_intent_client_secret', clientSecret)
          back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed')
          window.location.assign(back.href)
          return new Promise(() => {})
        }
        return { paymentIntent: intent }
      },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
