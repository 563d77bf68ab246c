import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The creator decides what the community sees: the studio's "Show in the community" (on for prompts
// made signed in; off for uploads and for anything made signed out), changed later in My Designs with the title; Popular lists voted designs only; a
// hidden design stays reachable by its link; the studio's Add to Cart asks for size and colour.

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

async function signedInClient(username: string) {
  const client = new TestClient(app.url)
  await client.signIn(username)
  const me = await (await client.get('/api/auth/user')).json()
  return { client, userId: me.id as number }
}

let seq = 0
async function seedDesign(values: Record<string, unknown> = {}) {
  seq += 1
  const row = await app.db
    .insertInto('designs')
    .values({
      prompt: `a seeded design number ${seq}`,
      name: `Seeded ${seq}`,
      style: 'Flat Design',
      color: 'Navy',
      design_type: 'image',
      source: 'prompt',
      image_url: `/images/designs/choice-${seq}.png`,
      mockup_url: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The first `<input>` tag with this name and value (React orders the attributes its own way). */
function inputTag(html: string, name: string, value: string) {
  return html.match(/<input[^>]*>/g)?.find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`)) ?? null
}

const communityIds = async () => {
  const body = await (await new TestClient(app.url).get('/api/community-designs')).json()
  return (body.designs as { id: number }[]).map((d) => d.id)
}
const popularIds = async () => {
  const body = await (await new TestClient(app.url).get('/api/popular-designs')).json()
  return (body.designs as { id: number }[]).map((d) => d.id)
}
const inCommunity = async (id: number) =>
  (await app.db.selectFrom('designs').select('in_community').where('id', '=', id).executeTakeFirstOrThrow()).in_community

/** Posts the studio's text form as a browser without JavaScript does and follows it to the design. */
async function makeWithForm(client: TestClient, fields: Record<string, string>) {
  const page = await client.navigate('/design', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'generate', style: 'Line Art', color: 'Black', ...fields }).toString(),
  })
  const id = Number(new URL(page.finalUrl).searchParams.get('design'))
  expect(id).toBeGreaterThan(0)
  return { id, html: await page.text() }
}

describe('showing a design in the community', () => {
  it('follows the text form checkbox, ticked by default when signed in, and an unticked one hides the design', async () => {
    const { client } = await signedInClient('choice_form')
    const studio = await (await client.get('/design')).text()
    expect(studio).toMatch(/<input[^>]*type="checkbox"[^>]*id="text-community"[^>]*name="showInCommunity"[^>]*checked/)
    expect(studio).toMatch(/<input[^>]*id="upload-community"[^>]*name="showInCommunity"(?![^>]*checked)[^>]*>/)
    expect(studio).toContain('Show in the community')

    const shown = await makeWithForm(client, { prompt: 'a lighthouse in a storm', showInCommunity: 'on' })
    const hidden = await makeWithForm(client, { prompt: 'my private doodle' })
    expect(await inCommunity(shown.id)).toBe(true)
    expect(await inCommunity(hidden.id)).toBe(false)
    const listed = await communityIds()
    expect(listed).toContain(shown.id)
    expect(listed).not.toContain(hidden.id)
    // Its own link still works: the product page, and the studio for its owner.
    expect((await new TestClient(app.url).get(`/products/${hidden.id}`)).status).toBe(200)
    expect(await (await client.get(`/design?design=${hidden.id}`)).text()).toContain('data-testid="design-result"')
  })

  it('leaves the box unticked and keeps designs out of the community when signed out, form and API alike', async () => {
    const client = new TestClient(app.url)
    const studio = await (await client.get('/design')).text()
    expect(studio).toMatch(/<input[^>]*id="text-community"[^>]*name="showInCommunity"(?![^>]*checked)[^>]*>/)
    const byForm = await makeWithForm(client, { prompt: 'a signed-out sketch' })
    expect(await inCommunity(byForm.id)).toBe(false)
    const api = await client.json('/api/designs/generate', 'POST', { prompt: 'an anonymous kite' })
    expect(api.status).toBe(201)
    const quiet = (await api.json()).design
    expect(await inCommunity(quiet.id)).toBe(false)
    // Ticked (or said so through the API), a signed-out design shows.
    const optedIn = await makeWithForm(client, { prompt: 'a shared sketch', showInCommunity: 'on' })
    const optedInApi = (
      await (await client.json('/api/designs/generate', 'POST', { prompt: 'a shared kite', showInCommunity: true })).json()
    ).design
    const listed = await communityIds()
    expect(listed).not.toContain(byForm.id)
    expect(listed).not.toContain(quiet.id)
    expect(listed).toContain(optedIn.id)
    expect(listed).toContain(optedInApi.id)
  })

  it('hides uploads by default and shows prompts made signed in by default through the API', async () => {
    const { client } = await signedInClient('choice_api')
    const jpeg = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('intent', 'upload')
    form.append('style', 'Watercolor')
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg')
    const posted = await client.request('/design', { method: 'POST', body: form })
    expect(posted.status).toBe(303)
    const page = await client.navigate(posted.headers.get('Location')!)
    const uploadId = Number(new URL(page.finalUrl).searchParams.get('design'))
    expect(await inCommunity(uploadId)).toBe(false)

    const api = await client.json('/api/designs/generate', 'POST', { prompt: 'a paper boat' })
    expect(api.status).toBe(201)
    const made = (await api.json()).design
    expect(made.name).toBe('Paper Boat')
    expect(await inCommunity(made.id)).toBe(true)
    const listed = await communityIds()
    expect(listed).toContain(made.id)
    expect(listed).not.toContain(uploadId)

    const refused = await client.json('/api/design-jobs', 'POST', { prompt: 'a kite', showInCommunity: 'maybe' })
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toBe('showInCommunity must be true or false')
  })

  it('opens a shared /?design=N in a fresh browser when the design is shown in the community, not when hidden', async () => {
    const shown = await seedDesign({ name: 'Shared Lighthouse' })
    const hidden = await seedDesign({ name: 'Hidden Doodle', in_community: false })
    const fresh = new TestClient(app.url)
    const html = await (await fresh.get(`/?design=${shown}`)).text()
    expect(html).toContain('data-testid="design-result"')
    expect(html).toContain('Shared Lighthouse')
    // Bought as a product (it is not this browser's own design).
    expect(inputTag(html, 'kind', 'product')).not.toBeNull()
    const other = await (await fresh.get(`/?design=${hidden}`)).text()
    expect(other).not.toContain('data-testid="design-result"')
    expect(other).toContain('Ready to Create')
  })
})

describe('My Designs: title and community choice', () => {
  it('lets the owner rename a design and show or hide it, without JavaScript', async () => {
    const { client, userId } = await signedInClient('choice_owner')
    const id = await seedDesign({ user_id: userId, name: 'A fox', prompt: 'a fox', in_community: false })
    const page = await (await client.get('/my-designs')).text()
    expect(page).toContain('Hidden from the community')
    expect(page).toMatch(/<button[^>]*name="intent"[^>]*value="community"[^>]*>Show in community<\/button>/)
    expect(page).toMatch(/<button[^>]*name="intent"[^>]*value="rename"/)

    const renamed = await client.form('/my-designs', { intent: 'rename', designId: String(id), title: '  Fox at dusk  ' })
    expect(renamed.status).toBe(303)
    expect(renamed.headers.get('Location')).toBe('/my-designs')
    const product = await (await new TestClient(app.url).get(`/products/${id}`)).text()
    expect(product).toContain('Fox at dusk')

    expect(await communityIds()).not.toContain(id)
    const shown = await client.form('/my-designs', { intent: 'community', designId: String(id), showInCommunity: 'true' })
    expect(shown.status).toBe(303)
    const listed = await (await new TestClient(app.url).get('/api/community-designs')).json()
    expect(listed.designs.find((d: { id: number }) => d.id === id)?.title).toBe('Fox at dusk')
    const after = await (await client.get('/my-designs')).text()
    expect(after).toContain('Shown in the community')

    await client.form('/my-designs', { intent: 'community', designId: String(id), showInCommunity: 'false' })
    expect(await communityIds()).not.toContain(id)
  })

  it('refuses an empty or too long title with the message under the field', async () => {
    const { client, userId } = await signedInClient('choice_typo')
    const id = await seedDesign({ user_id: userId, name: 'Kept title' })
    const empty = await client.form('/my-designs', { intent: 'rename', designId: String(id), title: '   ' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Please enter a title')
    const long = await client.form('/my-designs', { intent: 'rename', designId: String(id), title: 'x'.repeat(61) })
    expect(long.status).toBe(400)
    expect(await long.text()).toContain('Please keep the title to 60 characters or fewer')
    const row = await app.db.selectFrom('designs').select('name').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.name).toBe('Kept title')
  })

  it("answers 404 to another user's rename or community change, and changes nothing", async () => {
    const owner = await signedInClient('choice_victim')
    const stranger = await signedInClient('choice_stranger')
    const id = await seedDesign({ user_id: owner.userId, name: 'Mine', in_community: false })
    const rename = await stranger.client.form('/my-designs', { intent: 'rename', designId: String(id), title: 'Stolen' })
    expect(rename.status).toBe(404)
    const show = await stranger.client.form('/my-designs', { intent: 'community', designId: String(id), showInCommunity: 'true' })
    expect(show.status).toBe(404)
    const row = await app.db.selectFrom('designs').select(['name', 'in_community']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Mine', in_community: false })
    // Signed out: sent home to sign in, nothing changed.
    const anonymous = await new TestClient(app.url).form('/my-designs', { intent: 'rename', designId: String(id), title: 'Anon' })
    expect(anonymous.status).toBe(302)
  })
})

describe('Popular', () => {
  it('lists only designs with at least one vote, and only those shown in the community', async () => {
    const unvoted = await seedDesign({ upvote_count: 0 })
    const voted = await seedDesign({ upvote_count: 0 })
    const hiddenVoted = await seedDesign({ upvote_count: 50, in_community: false })
    expect(await popularIds()).not.toContain(unvoted)
    const voter = await signedInClient('choice_voter')
    expect((await voter.client.json(`/api/designs/${voted}/upvote`, 'POST')).status).toBe(200)
    const popular = await popularIds()
    expect(popular).toContain(voted)
    expect(popular).not.toContain(unvoted)
    expect(popular).not.toContain(hiddenVoted)
    await voter.client.json(`/api/designs/${voted}/upvote`, 'DELETE')
    expect(await popularIds()).not.toContain(voted)
  })
})

describe("the studio's Add to Cart", () => {
  it('offers the catalogue sizes (L first, the store default) and colours, and adds the chosen shirt', async () => {
    const { client, userId } = await signedInClient('choice_buyer')
    const id = await seedDesign({ user_id: userId, name: 'Sized Fox', color: 'Navy' })
    const html = await (await client.get(`/design?design=${id}`)).text()
    const cartForm = html.slice(html.indexOf('aria-label="Add to Cart"'))
    for (const size of ['S', 'M', 'L', 'XL', '2XL']) expect(inputTag(cartForm, 'size', size)).not.toBeNull()
    expect(inputTag(cartForm, 'size', 'L')).toContain('checked')
    expect(inputTag(cartForm, 'size', 'M')).not.toContain('checked')
    expect(inputTag(cartForm, 'color', 'Navy')).toContain('checked')
    expect(inputTag(cartForm, 'kind', 'own')).not.toBeNull()

    const added = await client.form('/cart/add', { kind: 'own', designId: String(id), color: 'Black', size: 'S' })
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).toBe('/cart')
    expect(await (await client.get('/cart')).text()).toContain('Sized Fox (Black - S) is in your cart.')
  })

  it('refuses a size or colour the catalogue does not have, adding nothing', async () => {
    const { client, userId } = await signedInClient('choice_wrong')
    const id = await seedDesign({ user_id: userId, name: 'Wrong Size Fox' })
    const badSize = await client.form('/cart/add', { kind: 'own', designId: String(id), color: 'Black', size: 'XXXL' })
    expect(badSize.status).toBe(303)
    expect(badSize.headers.get('Location')).not.toBe('/cart')
    const badColor = await client.form('/cart/add', { kind: 'own', designId: String(id), color: 'Plaid', size: 'M' })
    expect(badColor.status).toBe(303)
    const page = await (await client.get(badColor.headers.get('Location')!)).text()
    expect(page).toContain('Sorry, the selected size and color combination is not available')
    const lines = await app.db.selectFrom('cart_items').select('id').where('design_id', '=', id).execute()
    expect(lines).toEqual([])
  })
})
