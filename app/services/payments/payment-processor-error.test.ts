import { expect, it, vi } from 'vitest'
import { PaymentProcessorError } from './payments.ts'

// The routes' bundle and the test harness each load payments.ts: an error made by one copy of the
// class must still be `instanceof` the other, or a route answers a processor failure with a 500.

it('recognises a PaymentProcessorError made by another copy of its module', async () => {
  vi.resetModules()
  const copy = await import('./payments.ts')
  expect(copy.PaymentProcessorError).not.toBe(PaymentProcessorError)
  expect(new copy.PaymentProcessorError('down')).toBeInstanceOf(PaymentProcessorError)
  expect(new PaymentProcessorError('down')).toBeInstanceOf(copy.PaymentProcessorError)
  expect(new Error('down')).not.toBeInstanceOf(PaymentProcessorError)
  expect(null).not.toBeInstanceOf(PaymentProcessorError)
})
