import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// Without JavaScript, the product page's Add to Cart sends the colour and size the shopper picked
// (not the ones the page was loaded with), and the gallery's Buy keeps the shirt colour it showed.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

async function seedDesign(color: string) {
  const row = await app.db
    .insertInto('designs')
    .values({
      prompt: 'a heron in the reeds',
      name: 'Heron',
      style: 'Watercolor',
      color,
      design_type: 'image',
      source: 'prompt',
      image_url: '/images/heron.png',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

function attributesOf(tag: string) {
  const attributes: Record<string, string> = {}
  for (const a of tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g))
    attributes[a[1].toLowerCase()] = (a[2] ?? '').replace(/&amp;/g, '&')
  return attributes
}

/**
 * What a browser without JavaScript sends when `buttonText` is pressed after the shopper checks the
 * radios in `picks`: the button's form (its `form` attribute, or the form around it), that form's
 * fields, and the button's formaction.
 */
function submission(html: string, buttonText: string, picks: Record<string, string>) {
  const buttons = [...html.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)]
  const button = buttons.find((b) => b[2].replace(/<[^>]+>/g, '').trim() === buttonText)
  if (!button) throw new Error(`no ${buttonText} button`)
  const buttonAttributes = attributesOf(button[1])
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
  const form = buttonAttributes.form
    ? forms.find((f) => attributesOf(f[1]).id === buttonAttributes.form)
    : forms.find((f) => f[2].includes(button[0]))
  if (!form) throw new Error(`no form for ${buttonText}`)
  const fields: Record<string, string> = {}
  for (const input of form[2].matchAll(/<input\b([^>]*)>/g)) {
    const a = attributesOf(input[1])
    if (!a.name) continue
    if (a.type === 'radio') {
      const picked = a.name in picks ? picks[a.name] === a.value : 'checked' in a
      if (picked) fields[a.name] = a.value
    } else fields[a.name] = a.value ?? ''
  }
  if (buttonAttributes.name) fields[buttonAttributes.name] = buttonAttributes.value ?? ''
  const action = buttonAttributes.formaction ?? attributesOf(form[1]).action ?? ''
  return { action, fields }
}

describe('the product page without JavaScript', () => {
  it('puts the picked size and colour in the cart with Add to Cart, without Update selection', async () => {
    const client = new TestClient(app.url)
    const id = await seedDesign('White')
    const html = await (await client.get(`/products/${id}`)).text()
    const { action, fields } = submission(html, 'Add to Cart', { size: 'S', color: 'Black' })
    expect(action).toBe('/cart/add')
    const added = await client.form(action, fields)
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).toBe('/cart')
    const line = await app.db
      .selectFrom('cart_items')
      .select(['color', 'size', 'quantity'])
      .where('design_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(line).toEqual({ color: 'Black', size: 'S', quantity: 1 })
  })

  it('keeps the choice in the address with Update selection (303 to the page with ?color=&size=)', async () => {
    const client = new TestClient(app.url)
    const id = await seedDesign('White')
    const html = await (await client.get(`/products/${id}?shop=`)).text()
    const { action, fields } = submission(html, 'Update selection', { size: 'XL', color: 'Black' })
    const updated = await client.form(action || `/products/${id}`, fields)
    expect(updated.status).toBe(303)
    expect(updated.headers.get('Location')).toBe(`/products/${id}?color=Black&size=XL`)
    const page = await (await client.get(updated.headers.get('Location')!)).text()
    const checked = [...page.matchAll(/<input\b([^>]*)>/g)]
      .map((m) => attributesOf(m[1]))
      .filter((a) => (a.name === 'color' || a.name === 'size') && 'checked' in a)
    expect(checked.map((a) => a.value)).toEqual(['Black', 'XL'])
  })

  it("Buy's product page keeps the card's colour, asks for the size and goes on to the checkout", async () => {
    const client = new TestClient(app.url)
    const id = await seedDesign('Forest Green')
    const html = await (await client.get(`/products/${id}?color=Forest+Green&buy=1`)).text()
    expect(html).toContain('Choose your size, then Add to Cart.')
    const { action, fields } = submission(html, 'Add to Cart', { size: 'M' })
    expect(fields).toMatchObject({ color: 'Forest Green', size: 'M', then: 'checkout' })
    const added = await client.form(action, fields)
    expect(added.headers.get('Location')).toBe('/checkout')
    const line = await app.db
      .selectFrom('cart_items')
      .select(['color', 'size'])
      .where('design_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(line).toEqual({ color: 'Forest Green', size: 'M' })
  })
})
