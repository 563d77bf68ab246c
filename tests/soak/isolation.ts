import { InvariantBroken } from './invariants.ts'
import type { Model, ModelPerson } from './model.ts'

// No cart, order or private design shows to another account: what one person's session and token
// are shown, asked as that person, never names what belongs to another. An answer that did not come
// (a process down, the database cut) proves nothing either way and is passed over.

const ORDER_IDS = /"publicId":"([^"]+)"/g

export async function checkIsolation(model: Model, viewer: ModelPerson, owner: ModelPerson) {
  if (viewer.userId === owner.userId) return
  const problems: string[] = []
  const theirs = new Set(model.ordersOf.get(owner.userId) ?? [])

  const designs = await viewer.client.get(`/api/designs/user/${owner.userId}`)
  if (designs.status === 200) problems.push(`GET /api/designs/user/${owner.userId} answered ${viewer.client.username} 200`)

  const page = await viewer.client.get('/orders')
  if (page.status === 200)
    for (const id of theirs) if (page.text.includes(id)) problems.push(`/orders of ${viewer.client.username} shows ${id}`)

  if (viewer.client.token) {
    const list = await viewer.client.get('/api/orders?limit=100', { bearer: true })
    if (list.status === 200)
      for (const [, id] of list.text.matchAll(ORDER_IDS))
        if (theirs.has(id!)) problems.push(`GET /api/orders of ${viewer.client.username} lists ${id}`)
    const cart = model.apiCarts.get(owner.userId)
    if (cart) {
      const seen = await viewer.client.get(`/api/carts/${cart}`, { bearer: true })
      if (seen.status === 200)
        problems.push(`GET /api/carts/${cart} (of ${owner.client.username}) answered ${viewer.client.username} 200`)
    }
  }

  // The owner's designs that are not to be seen by others (hidden, deleted) stay out of the community list.
  const community = await viewer.client.get('/api/community-designs?limit=100')
  if (community.status === 200) {
    const listed = new Set((JSON.parse(community.text).designs as { id: number }[]).map((d) => d.id))
    for (const design of model.designs)
      if (design.owner === owner.userId && !design.unsellable.every((s) => s.to !== null) && listed.has(design.id))
        problems.push(`design ${design.id}, hidden or deleted, is in the community list`)
  }
  if (problems.length) throw new InvariantBroken('isolation', problems.join('\n'))
}
