import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { app, seedDesign, signedInClient, useCommunityApp, type CommunityBody } from './community-api-support.ts'

// Upvotes on community designs, through the JSON API and as a plain form.

useCommunityApp()

describe('upvotes through the JSON API', () => {
  it('needs sign-in: 401 with a JSON message', async () => {
    const id = await seedDesign()
    const client = new TestClient(app.url)
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await client.json(`/api/designs/${id}/upvote`, method)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ message: 'Authentication required' })
    }
    expect((await app.db.selectFrom('design_upvotes').selectAll().where('design_id', '=', id).execute()).length).toBe(0)
  })

  it('rejects bad and unknown ids', async () => {
    const { client } = await signedInClient('voter_bad_ids')
    for (const bad of ['abc', '0', '-4', '1.5', '99999999999']) {
      const response = await client.json(`/api/designs/${bad}/upvote`, 'POST')
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ message: 'Invalid design id' })
    }
    const missing = await client.json('/api/designs/987654/upvote', 'POST')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: 'Design not found' })
    const deleted = await seedDesign({ deleted_at: new Date() })
    expect((await client.json(`/api/designs/${deleted}/upvote`, 'POST')).status).toBe(404)
    expect((await client.json(`/api/designs/${deleted}/upvote`, 'PUT')).status).toBe(405)
  })

  it('counts one vote per user, also when the same vote is sent twice, and removes it', async () => {
    const id = await seedDesign()
    const alice = await signedInClient('voter_alice')
    const bob = await signedInClient('voter_bob')

    expect(await (await alice.client.get(`/api/designs/${id}/upvote`)).json()).toEqual({ upvoted: false, upvoteCount: 0 })
    const first = await alice.client.json(`/api/designs/${id}/upvote`, 'POST')
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ upvoted: true, upvoteCount: 1 })
    expect(await (await alice.client.json(`/api/designs/${id}/upvote`, 'POST')).json()).toEqual({ upvoted: true, upvoteCount: 1 })
    expect(await (await bob.client.json(`/api/designs/${id}/upvote`, 'POST')).json()).toEqual({ upvoted: true, upvoteCount: 2 })
    expect(await (await bob.client.get(`/api/designs/${id}/upvote`)).json()).toEqual({ upvoted: true, upvoteCount: 2 })

    expect(await (await alice.client.json(`/api/designs/${id}/upvote`, 'DELETE')).json()).toEqual({
      upvoted: false,
      upvoteCount: 1,
    })
    expect(await (await alice.client.json(`/api/designs/${id}/upvote`, 'DELETE')).json()).toEqual({
      upvoted: false,
      upvoteCount: 1,
    })
    const votes = await app.db.selectFrom('design_upvotes').select('user_id').where('design_id', '=', id).execute()
    expect(votes.map((v) => v.user_id)).toEqual([bob.userId])
    const design = await app.db.selectFrom('designs').select('upvote_count').where('id', '=', id).executeTakeFirstOrThrow()
    expect(design.upvote_count).toBe(1)
  })

  it('refreshes the popular list and the community counts after a vote', async () => {
    const top = await app.db
      .selectFrom('designs')
      .select(({ fn }) => fn.max('upvote_count').as('max'))
      .executeTakeFirstOrThrow()
    const id = await seedDesign({ upvote_count: Number(top.max) })
    const client = new TestClient(app.url)
    const before = await (await client.get('/api/popular-designs')).json()
    const voter = await signedInClient('voter_popular')
    await voter.client.json(`/api/designs/${id}/upvote`, 'POST')
    const after = await (await client.get('/api/popular-designs')).json()
    expect(after.designs[0]).toMatchObject({ id, upvoteCount: Number(top.max) + 1 })
    expect(after.designs[0].id === before.designs[0].id && before.designs[0].upvoteCount === after.designs[0].upvoteCount).toBe(
      false,
    )
    const community = (await (await client.get('/api/community-designs')).json()) as CommunityBody
    expect(community.designs.find((d) => d.id === id)!.upvoteCount).toBe(Number(top.max) + 1)

    await voter.client.json(`/api/designs/${id}/upvote`, 'DELETE')
    const removed = await (await client.get('/api/popular-designs')).json()
    expect(removed.designs.find((d: { id: number }) => d.id === id)?.upvoteCount ?? Number(top.max)).toBe(Number(top.max))
  })

  it('keeps one vote when the same user upvotes twice in parallel', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the requests really race; on PGlite they are serialised.
    const id = await seedDesign()
    const { client, userId } = await signedInClient('voter_racer')
    const responses = await Promise.all(Array.from({ length: 4 }, () => client.json(`/api/designs/${id}/upvote`, 'POST')))
    for (const response of responses) {
      expect(response.status).toBe(200)
      expect((await response.json()).upvoted).toBe(true)
    }
    const votes = await app.db.selectFrom('design_upvotes').selectAll().where('design_id', '=', id).execute()
    expect(votes).toHaveLength(1)
    expect(votes[0].user_id).toBe(userId)
    const design = await app.db.selectFrom('designs').select('upvote_count').where('id', '=', id).executeTakeFirstOrThrow()
    expect(design.upvote_count).toBe(1)

    const removals = await Promise.all(Array.from({ length: 3 }, () => client.json(`/api/designs/${id}/upvote`, 'DELETE')))
    for (const response of removals) expect(response.status).toBe(200)
    const afterRemoval = await app.db.selectFrom('designs').select('upvote_count').where('id', '=', id).executeTakeFirstOrThrow()
    expect(afterRemoval.upvote_count).toBe(0)
  })
})

describe('upvotes as a plain form (JavaScript off)', () => {
  it('upvotes and removes the vote, redirecting back to the card', async () => {
    const id = await seedDesign()
    const { client } = await signedInClient('form_voter')
    const up = await client.form(`/designs/${id}/upvote`, { intent: 'upvote', redirectTo: `/#community-design-${id}` })
    expect(up.status).toBe(303)
    expect(up.headers.get('Location')).toBe(`/#community-design-${id}`)
    expect(
      (await app.db.selectFrom('designs').select('upvote_count').where('id', '=', id).executeTakeFirstOrThrow()).upvote_count,
    ).toBe(1)
    const again = await client.form(`/designs/${id}/upvote`, { intent: 'upvote', redirectTo: '/' })
    expect(again.status).toBe(303)
    expect(
      (await app.db.selectFrom('designs').select('upvote_count').where('id', '=', id).executeTakeFirstOrThrow()).upvote_count,
    ).toBe(1)
    await client.form(`/designs/${id}/upvote`, { intent: 'remove', redirectTo: '/' })
    expect(
      (await app.db.selectFrom('designs').select('upvote_count').where('id', '=', id).executeTakeFirstOrThrow()).upvote_count,
    ).toBe(0)
  })

  it('answers signed-out visitors with the spec toast and no vote', async () => {
    const id = await seedDesign()
    const client = new TestClient(app.url)
    const response = await client.form(`/designs/${id}/upvote`, { intent: 'upvote', redirectTo: '/help' }, true)
    expect(new URL(response.finalUrl).pathname).toBe('/help')
    const html = await response.text()
    expect(html).toContain('Authentication required')
    expect(html).toContain('Please log in to upvote designs')
    expect(await app.db.selectFrom('design_upvotes').selectAll().where('design_id', '=', id).execute()).toHaveLength(0)
  })

  it('never redirects off-site and reports bad input with a toast', async () => {
    const id = await seedDesign()
    const { client } = await signedInClient('form_voter_bad')
    const offsite = await client.form(`/designs/${id}/upvote`, { intent: 'upvote', redirectTo: '//evil.example.com/' })
    expect(offsite.headers.get('Location')!.startsWith('/')).toBe(true)
    expect(offsite.headers.get('Location')!.startsWith('//')).toBe(false)
    // A forged button (an intent outside upvote/remove) is a bad request, and changes nothing.
    const badIntent = await client.form(`/designs/${id}/upvote`, { intent: 'explode', redirectTo: '/help' })
    expect(badIntent.status).toBe(400)
    expect(await app.db.selectFrom('design_upvotes').selectAll().where('design_id', '=', id).execute()).toHaveLength(1)
    const unknown = await client.form('/designs/987655/upvote', { intent: 'upvote', redirectTo: '/help' }, true)
    expect(await unknown.text()).toContain('Design not found')
  })
})
