import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

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

async function seedDesign(userId: number | null, values: Record<string, unknown> = {}) {
  const row = await app.db
    .insertInto('designs')
    .values({
      user_id: userId,
      prompt: 'a cat astronaut floating past the moon',
      name: 'Cat Astronaut',
      style: 'Flat Design',
      color: 'Navy',
      design_type: 'image',
      source: 'prompt',
      image_url: '/images/designs/cat.png',
      mockup_url: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe('/my-designs', () => {
  it('sends signed-out visitors home with the spec toast', async () => {
    const client = new TestClient(app.url)
    const response = await client.get('/my-designs')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    const home = await client.navigate('/my-designs')
    expect(new URL(home.finalUrl).pathname).toBe('/')
    const html = await home.text()
    expect(html).toContain('Authentication Required')
    expect(html).toContain('Please log in to view your designs')
  })

  it('shows the empty state and the links to create and manage shops', async () => {
    const { client } = await signedInClient('empty_designer')
    const response = await client.get('/my-designs')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('No designs yet')
    expect(html).toMatch(/<a[^>]*href="\/design"[^>]*>Create Your First Design<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/design"[^>]*>Create New Design<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/my-shops"[^>]*>Manage My Shops<\/a>/)
  })

  it("lists only the user's own designs with View Details and Order Now", async () => {
    const { client, userId } = await signedInClient('busy_designer')
    const other = await signedInClient('other_designer')
    const local = await seedDesign(userId, { name: 'Local Cat' })
    const provider = await seedDesign(userId, {
      name: 'Provider Cat',
      external_id: 'abcdefabcdefabcdefabcdef',
      external_source: 'printify',
    })
    const foreign = await seedDesign(userId, { name: 'Foreign Cat', external_id: 'xyz', external_source: 'etsy' })
    await seedDesign(userId, { name: 'Deleted Cat', deleted_at: new Date() })
    await seedDesign(other.userId, { name: 'Someone Else Cat' })

    const html = await (await client.get('/my-designs')).text()
    expect(html).toContain('Local Cat')
    expect(html).toContain('Provider Cat')
    expect(html).not.toContain('Deleted Cat')
    expect(html).not.toContain('Someone Else Cat')
    expect(html).not.toContain('No designs yet')
    expect(html).toContain(`href="/products/${local}"`)
    expect(html).toContain('href="/products/abcdefabcdefabcdefabcdef"')
    expect(html).toContain(`href="/products/${foreign}"`)
    expect(html).not.toContain(`href="/products/${provider}"`)
    // Order Now posts (adding to the cart changes state): a form to /cart/add per design.
    for (const id of [local, provider, foreign]) expect(html).toContain(`name="designId" value="${id}"`)
    expect(html.match(/action="\/cart\/add"/g)).toHaveLength(3)
    expect(html.match(/>View Details</g)).toHaveLength(3)
    expect(html.match(/>Order Now</g)).toHaveLength(3)
  })
})

describe('GET /api/designs/user/{userId}', () => {
  it("answers the user's own designs in the spec shape", async () => {
    const { client, userId } = await signedInClient('api_designer')
    const id = await seedDesign(userId, { name: 'Api Cat', mockup_url: '/images/mockups/cat.webp', printify_product_id: 'abc' })
    const response = await client.get(`/api/designs/user/${userId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.designs).toEqual([
      {
        id,
        prompt: 'a cat astronaut floating past the moon',
        name: 'Api Cat',
        imageUrl: '/images/designs/cat.png',
        mockupUrl: '/images/mockups/cat.webp',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        externalId: null,
        externalSource: null,
        printifyProductId: 'abc',
        inCommunity: true,
      },
    ])
  })

  it("answers 401 signed out, 403 for someone else's id and 400 for a malformed id", async () => {
    const { client, userId } = await signedInClient('nosy_designer')
    const victim = await signedInClient('private_designer')
    await seedDesign(victim.userId, { name: 'Private Cat' })

    const anonymous = await new TestClient(app.url).get(`/api/designs/user/${victim.userId}`)
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).message).toBe('Authentication required')

    const forbidden = await client.get(`/api/designs/user/${victim.userId}`)
    expect(forbidden.status).toBe(403)
    const body = await forbidden.json()
    expect(body.success).toBe(false)
    expect(JSON.stringify(body)).not.toContain('Private Cat')

    for (const bad of ['abc', '0', '-1', `${userId}.0`]) {
      expect((await client.get(`/api/designs/user/${bad}`)).status, bad).toBe(400)
    }
    expect((await client.get(`/api/designs/user/${userId}`)).status).toBe(200)
  })

  it('gives a visitor the designs made signed out in the same browser once they sign in', async () => {
    const client = new TestClient(app.url)
    const created = await client.json('/api/designs/generate', 'POST', {
      prompt: 'a paper boat on a calm lake',
      style: 'Minimalist',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    })
    expect(created.status).toBe(201)
    const { design } = await created.json()
    await client.signIn('claiming_designer')
    const me = await (await client.get('/api/auth/user')).json()
    const body = await (await client.get(`/api/designs/user/${me.id}`)).json()
    expect(body.designs.map((d: { id: number }) => d.id)).toContain(design.id)
    const html = await (await client.get('/my-designs')).text()
    expect(html).toContain(`name="designId" value="${design.id}"`)
  })
})
