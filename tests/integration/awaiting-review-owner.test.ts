import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { createShopViaApi, seedDesign } from './shops-support.ts'

// An upload awaiting review is not public: its owner sees a preview that says so (others get the
// not-found page), and the shop manager calls it "Awaiting review", not "Published".
const t = useTestApp({ signedInAs: { owner: 'revieweeowner', other: 'reviewstranger' } })

async function pendingUpload() {
  const id = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'Uploaded image in Line Art style' })
  await t.app.db.updateTable('designs').set({ moderation_status: 'pending', in_community: false }).where('id', '=', id).execute()
  return id
}

describe('an upload awaiting review', () => {
  it("shows its owner a preview that says it awaits review; anyone else gets the product's 404", async () => {
    const id = await pendingUpload()
    const own = await t.users.owner.client.get(`/products/${id}`)
    expect(own.status).toBe(200)
    const html = await own.text()
    expect(html).toContain('Awaiting review.')
    expect(html).toContain('noindex')
    expect(html).not.toContain('Add to Cart')

    for (const client of [t.users.other.client, t.anonymous]) {
      const response = await client.get(`/products/${id}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('Product Not Found')
    }
  })

  it('is "Awaiting review" in the shop manager, not "Published", and stays off the storefront', async () => {
    const id = await pendingUpload()
    const approved = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'an approved fox' })
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Review Tees', handle: 'review-tees' })
    for (const designId of [id, approved]) {
      const added = await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })
      expect(added.status).toBe(201)
    }
    const manager = await (await t.users.owner.client.get(`/shops/${shop.handle}/designs`)).text()
    const badges = [...manager.matchAll(/<span class="absolute top-2[^"]*">(?:<!-- -->)?([^<]+)<\/span>/g)].map((m) => m[1])
    expect(badges.sort()).toEqual(['Awaiting review', 'Published'])

    const list = await (await t.users.owner.client.get(`/api/shops/${shop.id}/designs`)).json()
    const pair = list.shopDesigns.find((p: { design: { id: number } }) => p.design.id === id)
    expect(pair.awaitingReview).toBe(true)
    const publicList = await (await t.anonymous.get(`/api/shops/${shop.id}/designs`)).json()
    expect(publicList.shopDesigns.map((p: { design: { id: number } }) => p.design.id)).toEqual([approved])
  })
})
