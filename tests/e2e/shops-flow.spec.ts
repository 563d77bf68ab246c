import { payWithTestCard, saveAddress } from './checkout-helpers.ts'
import { expect, test, type Page } from './fixtures.ts'
import { expectNoAxeViolations, jsEnabled, signIn, uniqueUsername } from './helpers.ts'

/** A design of the signed-in user, made through the studio's API (offline generator in test mode). */
async function createDesign(page: Page, prompt: string) {
  const response = await page.request.post('/api/designs/generate', {
    data: { prompt, style: 'Minimalist', size: 'Medium', position: 'Center', color: 'White', designType: 'image' },
  })
  expect(response.status()).toBe(201)
  const body = await response.json()
  return body.design.id as number
}

test('a creator opens a shop, adds a design, sees it in the storefront and directory, then deletes the shop', async ({
  page,
}) => {
  // The whole creator journey with an accessibility scan of every screen: longer than one page test.
  test.slow()
  const username = uniqueUsername('creator')
  const shopName = `Shop ${username}`
  await signIn(page, username, {}, '/my-shops')

  // Empty state: the benefits panel.
  await expect(page.getByRole('heading', { name: 'My Shops', level: 1 })).toBeVisible()
  await expect(page.getByText('Monetize your creativity')).toBeVisible()
  await expectNoAxeViolations(page)

  // New shop dialog: a too-short name is refused with the spec's message.
  await page.getByRole('link', { name: 'Create Your First Shop' }).click()
  const createDialog = page.getByRole('dialog', { name: 'Create a new shop' })
  await expect(createDialog).toBeVisible()
  await expectNoAxeViolations(page)
  await createDialog.getByLabel('Shop name').fill('  ab ')
  await createDialog.getByRole('button', { name: 'Create Shop' }).click()
  await expect(page.getByText('Shop name must be at least 3 characters long').first()).toBeVisible()

  await page.getByRole('dialog', { name: 'Create a new shop' }).getByLabel('Shop name').fill(shopName)
  await page
    .getByRole('dialog', { name: 'Create a new shop' })
    .getByLabel(/PayPal email/)
    .fill('creator@example.com')
  await page.getByRole('dialog', { name: 'Create a new shop' }).getByRole('button', { name: 'Create Shop' }).click()
  await expect(page.getByTestId('toast')).toContainText('Shop created!')
  const card = page.getByTestId('shop-card').filter({ hasText: shopName })
  await expect(card).toContainText('No description provided')
  await expect(card).toContainText('Public')
  await expect(card.getByTestId('commission-total')).toHaveText('$0.00')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Edit: add a description.
  await card.getByRole('link', { name: `Edit shop ${shopName}` }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit shop' })
  await editDialog.getByLabel(/Description/).fill('Minimal shirts for maximal people')
  await editDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByTestId('toast')).toContainText('Shop updated!')
  await expect(card).toContainText('Minimal shirts for maximal people')

  // Add a design through Manage Designs.
  const prompt = `A calm blue whale ${username}`
  await createDesign(page, prompt)
  await card.getByRole('link', { name: /Manage Designs/ }).click()
  await expect(page.getByRole('heading', { name: shopName, level: 1 })).toBeVisible()
  await expect(page.getByText("This shop doesn't have any designs yet.")).toBeVisible()
  await page.getByRole('link', { name: 'Add Design', exact: false }).first().click()
  const addDialog = page.getByRole('dialog', { name: 'Add Design to Shop' })
  await expect(addDialog).toBeVisible()
  await expectNoAxeViolations(page)
  await addDialog.getByText(prompt).click()
  await addDialog.getByRole('button', { name: 'Add to Shop' }).click()
  await expect(page.getByTestId('toast')).toContainText('Design added')
  await expect(page.getByRole('region', { name: 'Shop designs' }).getByText('Published', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: prompt })).toBeVisible()
  await expectNoAxeViolations(page)

  // The storefront shows it with a product link that carries the shop.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: shopName }).click()
  await expect(page.getByRole('heading', { name: shopName, level: 1 })).toBeVisible()
  await expect(page.getByText('1 Published Design')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Manage Shop' })).toBeVisible()
  // The storefront's address is the shop's handle (the slug of its name); product links carry its id.
  const handle = new URL(page.url()).pathname.split('/')[2]
  expect(handle).toMatch(/^shop-[a-z0-9-]+$/)
  await expect(page.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', /\?shop=\d+$/)
  await expectNoAxeViolations(page)

  // The directory lists it.
  await page.goto('/shops')
  await expect(page.getByRole('heading', { name: 'Discover Creator Shops' })).toBeVisible()
  const listing = page.getByRole('listitem').filter({ hasText: shopName })
  await expect(listing).toContainText('1 design')
  await expect(listing).toContainText('Created by a community designer')
  await expectNoAxeViolations(page)
  await listing.getByRole('link', { name: /Visit Shop/ }).click()
  await expect(page).toHaveURL(new RegExp(`/shops/${handle}$`))

  // Delete, after confirming.
  await page.goto('/my-shops')
  await page.getByRole('link', { name: `Delete shop ${shopName}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' })
  await expect(confirm).toContainText(
    `This will permanently delete your shop "${shopName}" and remove all designs from it. This action cannot be undone.`,
  )
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByTestId('toast')).toContainText('Shop deleted')
  await expect(page.getByText('Create Your First Shop')).toBeVisible()
  await page.goto('/shops')
  await expect(page.getByText(shopName)).toHaveCount(0)
})

test('removing a design asks first; visitors cannot manage or see private shops', async ({ page, browser }) => {
  const username = uniqueUsername('curator')
  await signIn(page, username, {}, '/my-shops')
  const prompt = `A tiny red robot ${username}`
  await createDesign(page, prompt)
  await page.getByRole('link', { name: 'New Shop' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a new shop' })
  await dialog.getByLabel('Shop name').fill('Robot Corner')
  await dialog.getByRole('button', { name: 'Create Shop' }).click()
  await expect(page.getByTestId('toast')).toContainText('Shop created!')
  await page.getByRole('link', { name: /Manage Designs/ }).click()
  await page.getByRole('link', { name: 'Add Your First Design' }).click()
  const addDialog = page.getByRole('dialog', { name: 'Add Design to Shop' })
  if (jsEnabled(test.info())) {
    // A real modal: Add to Shop waits for a choice, and Escape closes it.
    await expect(addDialog.getByRole('button', { name: 'Add to Shop' })).toBeDisabled()
    await page.keyboard.press('Escape')
    await expect(addDialog).toHaveCount(0)
    await page.getByRole('link', { name: 'Add Your First Design' }).click()
  }
  await addDialog.getByText(prompt).click()
  await addDialog.getByRole('button', { name: 'Add to Shop' }).click()
  await expect(page.getByTestId('toast')).toContainText('Design added')
  const manageUrl = page.url()

  // A visitor sees the designs but no Add Design or Remove.
  const visitor = await browser.newPage({ javaScriptEnabled: jsEnabled(test.info()) })
  await visitor.goto(manageUrl)
  await expect(visitor.getByRole('heading', { name: prompt })).toBeVisible()
  await expect(visitor.getByRole('link', { name: /Add Design/ })).toHaveCount(0)
  await expect(visitor.getByRole('link', { name: /Remove/ })).toHaveCount(0)

  await page.getByRole('link', { name: /^Remove/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove design?' })
  await expect(confirm).toContainText('This will remove the design from your shop. The design itself will not be deleted.')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByTestId('toast')).toContainText('Design removed')
  await expect(page.getByText("This shop doesn't have any designs yet.")).toBeVisible()

  // Make the shop private: the visitor now gets the private message.
  await page.goto('/my-shops')
  await page.getByRole('link', { name: 'Edit shop Robot Corner' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit shop' })
  await edit.getByLabel(/Public shop/).uncheck()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByTestId('toast')).toContainText('Shop updated!')
  await expect(page.getByTestId('shop-card')).toContainText('Private')
  const storefront = manageUrl.replace(/\/designs.*$/, '')
  await visitor.goto(storefront)
  await expect(visitor.getByRole('heading', { name: 'Private Shop' })).toBeVisible()
  await expect(visitor.getByText('This shop is set to private by its owner.')).toBeVisible()
  await visitor.close()
})

test('unknown shops say Shop not found', async ({ page }) => {
  for (const id of ['0', 'abc', '987654']) {
    const response = await page.goto(`/shops/${id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible()
  }
  await expectNoAxeViolations(page)
})

test('signed-out visitors are asked to sign in on My Shops', async ({ page }) => {
  await page.goto('/my-shops')
  await expect(page.getByText('Sign in to create your shop')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fmy-shops')
  await expectNoAxeViolations(page)
})

test("another shopper's purchase from the storefront earns the shop its commission", async ({ page, browser }) => {
  const username = uniqueUsername('seller')
  const shopName = `Shop ${username}`
  await signIn(page, username, {}, '/my-shops')
  const created = await page.request.post('/api/shops', { data: { name: shopName, paypalEmail: 'seller@example.com' } })
  expect(created.status()).toBe(201)
  const shopId = (await created.json()).shop.id as number
  const designId = await createDesign(page, `A golden retriever astronaut ${username}`)
  expect((await page.request.post(`/api/shops/${shopId}/designs`, { data: { designId } })).status()).toBe(201)

  // The seller's own purchase would earn nothing: a shopper in another browser buys.
  const js = jsEnabled(test.info())
  const shopperContext = await browser.newContext({ javaScriptEnabled: js })
  const shopper = await shopperContext.newPage()
  // This page is not the fixture's, so nothing waits for hydration on its own: as the fixture does,
  // wait after each document load until React has hydrated, so no click lands before its handlers.
  const hydrated = async () => {
    if (js) await shopper.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 })
  }
  await shopper.goto(`/shops/${shopId}`)
  await hydrated()
  await shopper.getByRole('link', { name: /View Details/ }).click()
  await expect(shopper).toHaveURL(new RegExp(`\\?shop=${shopId}`))
  // Add to Cart is a plain form post: /cart is a new document.
  await shopper.getByRole('button', { name: 'Add to Cart' }).click()
  await shopper.waitForURL('/cart')
  await hydrated()
  await shopper.getByRole('link', { name: 'Checkout' }).click()
  await shopper.waitForURL('/checkout')
  await hydrated()
  await expect(shopper.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
  await saveAddress(shopper)
  await payWithTestCard(shopper, '4242 4242 4242 4242')
  await shopper.waitForURL(/\/order-confirmation\?id=/)
  await expect(shopper.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  await shopperContext.close()

  await page.goto('/my-shops')
  const soldCard = page.getByTestId('shop-card').filter({ hasText: shopName })
  await expect(soldCard.getByTestId('commission-total')).toHaveText('$2.50')
  await expect(soldCard).toContainText('Paid: $0.00 · Pending: $2.50')
})
