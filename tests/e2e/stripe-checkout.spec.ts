import { designInCart, saveAddress } from './checkout-helpers.ts'
import { expect, test, type Page } from './fixtures.ts'
import { expectNoAxeViolations, jsEnabled } from './helpers.ts'
import { FAKE_STRIPE_PORT } from './ports.ts'

// Paying through Stripe, against the store started with Stripe keys (projects stripe-js-on and
// stripe-js-off). The store's server talks to Stripe through the official SDK; the browser's
// requests to Stripe's hosts (Stripe.js, its API calls, the 3-D Secure page, hosted Checkout) are
// routed to the same local server speaking Stripe's wire format. js.stripe.com cannot be reached
// from this sandbox, so Stripe.js is a stand-in with the same public API (ADR 022).

const FAKE_STRIPE = `http://127.0.0.1:${FAKE_STRIPE_PORT}`

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(js|api|hooks|checkout)\.stripe\.com\//, async (route) => {
    const original = new URL(route.request().url())
    const response = await route.fetch({ url: `${FAKE_STRIPE}${original.pathname}${original.search}`, maxRedirects: 0 })
    await route.fulfill({ response })
  })
})

/** Pays the cart with a Stripe test card: the Payment Element with JavaScript, hosted Checkout without. */
async function payWithStripe(page: Page, number: string) {
  if (jsEnabled(test.info())) {
    const element = page.locator('[data-stripe-stand-in="payment"]')
    await element.getByLabel('Card number').fill(number)
    await element.getByLabel('Expiration date').fill('12 / 34')
    await element.getByLabel('Security code').fill('123')
    await page.getByRole('button', { name: /^Pay \$/ }).click()
  } else {
    await expect(page.getByText("You will enter your card on Stripe's secure payment page.")).toBeVisible()
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    await expect(page.getByRole('heading', { name: 'Pay 30.98 USD' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
    await page.getByLabel('Card information').fill(number)
    await page.getByLabel('Expiration').fill('12 / 34')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: 'Pay' }).click()
  }
}

test('buy a design through Stripe with 4242 4242 4242 4242 and see the confirmation', async ({ page }) => {
  await designInCart(page)
  await saveAddress(page)
  await expect(page.getByText('Test mode', { exact: true })).toHaveCount(0)
  if (jsEnabled(test.info())) {
    await expect(page.locator('[data-stripe-stand-in="payment"]')).toBeVisible()
    await expectNoAxeViolations(page)
  }
  await payWithStripe(page, '4242 4242 4242 4242')

  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  await expect(page.getByText('Not shipped yet')).toBeVisible()
  const orderId = new URL(page.url()).searchParams.get('id')!
  const { order } = await (await page.request.get(`/api/orders/${orderId}`)).json()
  expect(order).toMatchObject({ orderId, items: [expect.objectContaining({ quantity: 1 })] })

  // The cart is empty now.
  await page.goto('/checkout')
  await page.waitForURL('/')
  await expect(page.getByTestId('toast')).toContainText('No order data found')
})

test('a declined Stripe card shows the message and keeps the cart', async ({ page }) => {
  await designInCart(page)
  await saveAddress(page)
  await payWithStripe(page, '4000 0000 0000 0002')
  if (jsEnabled(test.info())) {
    await expect(page.getByTestId('toast')).toContainText('Payment Failed')
    await expect(page.getByTestId('toast')).toContainText('Your card was declined.')
    await expect(page).toHaveURL(/\/checkout(#payment)?$/)
  } else {
    // Stripe's hosted page keeps the shopper there with the decline; Back returns to the cart.
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL(/\/checkout$/)
  }
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
  await expect(page.getByTestId('order-total')).toContainText('$30.98')
})

test('the 3-D Secure step of 4000 0027 6000 3184, failed then completed', async ({ page }) => {
  const failedMessage = 'We are unable to authenticate your payment method.'
  await designInCart(page)
  await saveAddress(page)
  await payWithStripe(page, '4000 0027 6000 3184')
  await expect(page.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible()
  await page.getByRole('button', { name: 'Fail authentication' }).click()
  if (jsEnabled(test.info())) {
    // The Payment Element went to Stripe's authentication page; the store checks the intent on return.
    await page.waitForURL(/\/checkout$/)
    await expect(page.getByTestId('toast')).toContainText('Payment Failed')
    await expect(page.getByTestId('toast')).toContainText(failedMessage)
    await payWithStripe(page, '4000 0027 6000 3184')
  } else {
    await expect(page.getByRole('alert')).toContainText(failedMessage)
    await page.getByLabel('Card information').fill('4000 0027 6000 3184')
    await page.getByLabel('Expiration').fill('12 / 34')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: 'Pay' }).click()
  }
  await expect(page.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible()
  await page.getByRole('button', { name: 'Complete authentication' }).click()
  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
})
