import { describe, expect, it } from 'vitest'
import { app, bearer, cookieless, createToken, postJson, shopCount, signedIn, useApiTokensApp } from './api-tokens-support.ts'
import { userIdOf } from './shops-support.ts'

// Idempotency-Key on the API's creating POSTs, and an integrator with a token from design to order.

useApiTokensApp()

describe('Idempotency-Key', () => {
  it('answers a repeated request with the first result and creates one shop', async () => {
    const owner = await signedIn('retrier')
    const ownerId = await userIdOf(app.db, 'retrier')
    const token = await createToken(owner, 'Retries', ['read', 'shops'])
    const headers = bearer(token, { 'Idempotency-Key': 'shop-create-0001' })
    const first = await postJson(cookieless(), '/api/shops', { name: 'Once Only' }, headers)
    expect(first.status).toBe(201)
    const firstBody = await first.json()
    const again = await postJson(cookieless(), '/api/shops', { name: 'Once Only' }, headers)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(firstBody)
    expect(await shopCount(ownerId)).toBe(1)

    const other = await postJson(cookieless(), '/api/shops', { name: 'Something Else' }, headers)
    expect(other.status).toBe(422)
    expect((await other.json()).message).toBe('This Idempotency-Key was already used with a different request')
    expect(await shopCount(ownerId)).toBe(1)

    // The browser session of the same user shares the keys; another user's same key is theirs alone.
    const viaSession = await postJson(owner, '/api/shops', { name: 'Once Only' }, { 'Idempotency-Key': 'shop-create-0001' })
    expect((await viaSession.json()).shop.id).toBe(firstBody.shop.id)
    const stranger = await signedIn('otherretrier')
    const theirs = await postJson(stranger, '/api/shops', { name: 'Once Only' }, { 'Idempotency-Key': 'shop-create-0001' })
    expect(theirs.status).toBe(201)
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull()
    expect((await theirs.json()).shop.id).not.toBe(firstBody.shop.id)
  })

  it('runs concurrent duplicates once', async () => {
    const owner = await signedIn('doubleclicker')
    const ownerId = await userIdOf(app.db, 'doubleclicker')
    const send = () => postJson(owner, '/api/shops', { name: 'Raced Shop' }, { 'Idempotency-Key': 'race-1' })
    const answers = await Promise.all([send(), send(), send()])
    const statuses = answers.map((a) => a.status)
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    expect(statuses).toContain(201)
    expect(await shopCount(ownerId)).toBe(1)
  })

  it('claims a key before the request runs: a duplicate meanwhile is told it is running (409)', async () => {
    const keys = await import('~/platform/idempotency/idempotency.server.ts')
    const owner = 'user:999999'
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k1', 'hash-a')).toEqual({ kind: 'claimed' })
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k1', 'hash-a')).toEqual({ kind: 'running' })
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k1', 'hash-b')).toEqual({ kind: 'mismatch' })
    expect(await keys.claimIdempotencyKey(app.db, 'user:999998', 'k1', 'hash-b')).toEqual({ kind: 'claimed' })
    await keys.completeIdempotencyKey(app.db, owner, 'k1', { status: 201, contentType: 'application/json', body: '{"id":1}' })
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k1', 'hash-a')).toEqual({
      kind: 'replay',
      status: 201,
      contentType: 'application/json',
      body: '{"id":1}',
    })
    // A released claim (the request failed) can be made again.
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k2', 'hash-a')).toEqual({ kind: 'claimed' })
    await keys.releaseIdempotencyKey(app.db, owner, 'k2')
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k2', 'hash-c')).toEqual({ kind: 'claimed' })
    // A claim left running by a crashed process is taken over after ten minutes.
    await app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where('owner', '=', owner)
      .where('key', '=', 'k2')
      .execute()
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k2', 'hash-d')).toEqual({ kind: 'claimed' })
  })

  it('keeps only successes, refuses a malformed key, and forgets a key after 24 hours', async () => {
    const owner = await signedIn('forgetful')
    const ownerId = await userIdOf(app.db, 'forgetful')
    const tooShort = await postJson(owner, '/api/shops', { name: 'ab' }, { 'Idempotency-Key': 'fix-me' })
    expect(tooShort.status).toBe(400)
    // The refusal was not kept: the corrected request may use the same key.
    expect((await postJson(owner, '/api/shops', { name: 'abc' }, { 'Idempotency-Key': 'fix-me' })).status).toBe(201)

    const bad = await postJson(owner, '/api/shops', { name: 'Spaced' }, { 'Idempotency-Key': 'has space' })
    expect(bad.status).toBe(400)

    await app.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', 'fix-me')
      .execute()
    const reused = await postJson(owner, '/api/shops', { name: 'A new day' }, { 'Idempotency-Key': 'fix-me' })
    expect(reused.status).toBe(201)
    expect(await shopCount(ownerId)).toBe(2)
    const row = await app.db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'fix-me').executeTakeFirstOrThrow()
    expect(row.state).toBe('done')
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000)

    const { deleteExpiredIdempotencyKeys } = await import('~/platform/idempotency/idempotency.server.ts')
    expect(await deleteExpiredIdempotencyKeys(app.db, new Date(Date.now() + 25 * 3600 * 1000))).toBeGreaterThan(0)
    expect(await app.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'fix-me').execute()).toEqual([])
  })
})

describe('an integrator with a token, from design to order', () => {
  it('makes a design, opens a payment (idempotently), pays and places the order', async () => {
    const owner = await signedIn('integrator')
    const ownerId = await userIdOf(app.db, 'integrator')
    const token = await createToken(owner, 'Store sync', ['read', 'designs', 'orders'])
    const script = cookieless()

    const design = await postJson(
      script,
      '/api/designs/generate',
      { prompt: 'a fox reading a map', style: 'Line Art', color: 'Navy' },
      bearer(token, { 'Idempotency-Key': 'design-1' }),
    )
    expect(design.status).toBe(201)
    const designId = (await design.json()).design.id as number
    const stored = await app.db.selectFrom('designs').select('user_id').where('id', '=', designId).executeTakeFirstOrThrow()
    expect(stored.user_id).toBe(ownerId)

    const variants = await (await script.request(`/api/products/${designId}/variants`, { headers: bearer(token) })).json()
    const variantId = variants.variants[0].id as number
    const checkout = {
      items: [{ designId, variantId, quantity: 2 }],
      address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '5550100',
        address1: '1 Analytical St',
        city: 'Springfield',
        region: 'IL',
        zip: '62701',
        country: 'US',
      },
    }
    const intentHeaders = bearer(token, { 'Idempotency-Key': 'pay-1' })
    const intent = await postJson(script, '/api/create-payment-intent', checkout, intentHeaders)
    expect(intent.status).toBe(200)
    const { paymentIntentId, clientSecret } = await intent.json()
    const repeated = await postJson(script, '/api/create-payment-intent', checkout, intentHeaders)
    expect(await repeated.json()).toMatchObject({ paymentIntentId, clientSecret })

    const confirmed = await postJson(script, `/pay/${paymentIntentId}/confirm`, {
      clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    expect((await confirmed.json()).status).toBe('succeeded')
    const order = await postJson(
      script,
      '/api/orders',
      { stripe_payment_id: paymentIntentId },
      bearer(token, { 'Idempotency-Key': 'order-1' }),
    )
    expect([200, 201]).toContain(order.status)
    const { orderId } = await order.json()
    const again = await postJson(
      script,
      '/api/orders',
      { stripe_payment_id: paymentIntentId },
      bearer(token, { 'Idempotency-Key': 'order-1' }),
    )
    expect((await again.json()).orderId).toBe(orderId)
    const row = await app.db
      .selectFrom('orders')
      .select(['user_id', 'total_cents'])
      .where('public_id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(row.user_id).toBe(ownerId)
    const shown = await script.request(`/api/orders/${orderId}`, { headers: bearer(token) })
    expect((await shown.json()).order.orderId).toBe(orderId)

    // A token without the orders scope cannot pay.
    const designer = await createToken(owner, 'Designs only', ['read', 'designs'])
    expect((await postJson(cookieless(), '/api/create-payment-intent', checkout, bearer(designer))).status).toBe(403)
  }, 60_000)
})
