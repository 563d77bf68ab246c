import { describe, expect, it } from 'vitest'
import { buyOneShirt, shirtSmith, ShirtSmithError } from '../../clients/typescript/example-client.ts'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { seedDesign } from './shops-support.ts'

// The example client of clients/typescript (openapi-fetch typed by the types generated from the
// served document, ADR 131) against the running store: a cart, a line, the cart read back.
const t = useTestApp({ signedInAs: { integrator: 'typed_client' } })
const { createToken, customer, twoVariants } = integratorKit(t)

describe('the generated TypeScript client', () => {
  it('creates a cart, adds a line and reads it back priced, through a token', async () => {
    const token = await createToken(t.users.integrator.client, 'typed client', ['read', 'orders'])
    const api = shirtSmith(t.app.url, token)
    const [variant] = await twoVariants()
    const designId = await seedDesign(t.app.db, t.users.integrator.id, { prompt: 'Typed client design' })

    const cart = await buyOneShirt(api, { designId, variantId: variant!.id, quantity: 2, address: customer('Ada') })

    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0]).toMatchObject({ designId, variantId: variant!.id, quantity: 2 })
    expect(cart.lines[0]!.lineTotalCents).toBe(cart.lines[0]!.unitPriceCents * 2)
    expect(cart.address?.first_name).toBe('Ada')
    expect(cart.pricing.totalCents).toBeGreaterThan(cart.pricing.subtotalCents - 1)
    expect(cart.pricing.formattedTotal).toMatch(/^\$\d+\.\d\d$/)
  }, 60_000)

  it('turns a refusal into its problem: code, detail and request id', async () => {
    const token = await createToken(t.users.integrator.client, 'typed refusals', ['read'])
    const api = shirtSmith(t.app.url, token)
    const refusal = await buyOneShirt(api, { designId: 1, variantId: 1, quantity: 1, address: customer('Bo') }).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(ShirtSmithError)
    expect((refusal as ShirtSmithError).status).toBe(403)
    expect((refusal as ShirtSmithError).problem).toMatchObject({ code: 'insufficient_scope', requestId: expect.any(String) })
  }, 60_000)
})
