import { expect, test } from './fixtures.ts'
import { designInCart, payWithTestCard, saveAddress } from './checkout-helpers.ts'
import { expectNoAxeViolations, jsEnabled } from './helpers.ts'

test('buy a design with 4242 4242 4242 4242 and see the confirmation', async ({ page }, testInfo) => {
  await designInCart(page)
  await expect(page.getByRole('link', { name: /Back to Home/ })).toBeVisible()
  await expect(page.getByTestId('order-total')).toContainText('$28.98')
  // Nothing of the Payment section shows before the address is saved.
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toHaveCount(0)
  await expect(page.getByLabel('Card number')).toHaveCount(0)
  await expect(page.getByLabel('Country')).toHaveValue('US')
  await expectNoAxeViolations(page)

  await saveAddress(page)
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible()
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  // With JavaScript, paying is one request once the card is entered: the confirmation places the order.
  const paymentPosts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/pay\/|\/api\/orders/.test(request.url()))
      paymentPosts.push(new URL(request.url()).pathname)
  })
  await payWithTestCard(page, '4242 4242 4242 4242')

  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  await expect(page.getByText('Not shipped yet')).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveClass(/text-orange-700/)
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Design Another Shirt' })).toHaveAttribute('href', '/design')
  await expectNoAxeViolations(page)
  const orderId = new URL(page.url()).searchParams.get('id')!

  if (jsEnabled(testInfo)) {
    expect(paymentPosts).toHaveLength(1)
    expect(paymentPosts[0]).toMatch(/^\/pay\/[^/]+\/confirm/)
    // The last order id is kept in session storage and the checkout data cleared.
    expect(await page.evaluate(() => sessionStorage.getItem('lastOrderId'))).toBe(orderId)
    expect(await page.evaluate(() => sessionStorage.getItem('checkoutData'))).toBeNull()
    await page.goto('/confirmation')
    await page.waitForURL(`/order-confirmation?id=${orderId}`)
    await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  } else {
    await page.goto(`/confirmation?id=${orderId}`)
    await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  }

  // The cart is empty now.
  await page.goto('/checkout')
  await page.waitForURL('/')
  await expect(page.getByTestId('toast')).toContainText('No order data found')
})

test('a declined card shows the spec message and keeps the cart', async ({ page }) => {
  await designInCart(page)
  await saveAddress(page)
  await payWithTestCard(page, '4000 0000 0000 0002')
  await expect(page.getByTestId('toast')).toContainText('Payment Failed')
  await expect(page.getByTestId('toast')).toContainText('Your card was declined.')
  await expect(page).toHaveURL(/\/checkout(#payment)?$/)
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
  // The saved address is in London: $24.99 and standard shipping to the UK, $5.99.
  await expect(page.getByTestId('order-total')).toContainText('$30.98')

  await page.reload()
  await payWithTestCard(page, '4000 0000 0000 9995')
  await expect(page.getByTestId('toast')).toContainText('Your card has insufficient funds.')
})

test('the extra confirmation step of 4000 0027 6000 3184', async ({ page }) => {
  await designInCart(page)
  await saveAddress(page)
  await payWithTestCard(page, '4000 0027 6000 3184')
  await page.waitForURL(/\/pay\/pi_test_/)
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Complete authentication' }).click()
  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
})

test('address validation messages', async ({ page }, testInfo) => {
  await designInCart(page)
  await page.getByLabel('First name').fill('A')
  await page.getByLabel('Email').fill('nope')
  await page.getByLabel('Postal code').fill('1')
  await page.getByRole('button', { name: 'Save Address' }).click()
  for (const message of [
    'First name is required',
    'Last name is required',
    'Invalid email address',
    'Phone number is required',
    'Address is required',
    'City is required',
    'State/region is required',
    'Postal code is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByLabel('Email')).toHaveValue('nope')
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  if (jsEnabled(testInfo)) {
    // Fixed fields clear their message as the shopper types.
    await page.getByLabel('Email').fill('ada@example.com')
    await expect(page.getByText('Invalid email address')).toHaveCount(0)
  }
  await expectNoAxeViolations(page)
})

test('quantity 10 shows the 10% discount; the stepper stays within 1 to 100', async ({ page }, testInfo) => {
  await designInCart(page)
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()

  await quantity.fill('10')
  if (jsEnabled(testInfo)) await quantity.press('Tab')
  else await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page.getByText('Quantity discount (10%)')).toBeVisible()
  await expect(page.getByTestId('order-total')).toContainText('$247.71')

  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.getByTestId('order-total')).toContainText('$272.29')
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('11')

  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('250')
  if (jsEnabled(testInfo)) await page.getByRole('spinbutton', { name: 'Quantity' }).press('Enter')
  else await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('100')
  await expect(page.getByText('Quantity discount (15%)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()

  await page.getByRole('combobox', { name: 'Size' }).selectOption('XL')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page.getByText('White - XL')).toBeVisible()
})

test('Payment Setup Failed when the payment service cannot be reached', async ({ page }, testInfo) => {
  await page.route('**/api/create-payment-intent', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Could not initialize payment' }),
    }),
  )
  const created = await page.request.post('/api/designs/generate', {
    data: {
      prompt: `a kite over hills ${Date.now()}`,
      style: 'Minimalist',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    },
  })
  const { design } = await created.json()
  await page.goto(`/checkout?designId=${design.id}`)
  await page.getByRole('button', { name: 'Add to cart and check out' }).click()
  if (jsEnabled(testInfo)) {
    await expect(page.getByRole('heading', { name: 'Payment Setup Failed' })).toBeVisible()
    await expect(page.getByText('Could not initialize payment')).toBeVisible()
    await expect(page.getByTestId('toast')).toContainText('Failed to connect to payment service')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL('/')
  } else {
    // Without JavaScript no payment intent is needed before Pay: the checkout shows as usual.
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
  }
})

test('the confirmation page without an id', async ({ page }, testInfo) => {
  await page.goto('/order-confirmation')
  if (jsEnabled(testInfo)) {
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible()
    await expect(page.getByTestId('toast')).toContainText('Order not found')
  } else {
    await expect(page.getByText('No order ID was provided. Please return to home page.')).toBeVisible()
  }
  await expectNoAxeViolations(page)
})
