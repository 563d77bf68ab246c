import { describe, expect, it } from 'vitest'
import { failureDigest } from './failure-digest.ts'

describe('failureDigest', () => {
  it("names Playwright's failed and flaky tests and their errors", () => {
    const log = [
      '  ✓  1 [js-on] › tests/e2e/home.spec.ts:5:3 › home (2.1s)',
      '  ✘  2 [js-on] › tests/e2e/cart.spec.ts:9:3 › two designs (60.0s)',
      '    Error: expect(locator).toBeVisible() failed',
      '    Test timeout of 60000ms exceeded.',
      '',
      '  1 failed',
      '    [js-on] › tests/e2e/cart.spec.ts:9:3 › two designs ───────',
      '  1 flaky',
      '    [js-on] › tests/e2e/shop.spec.ts:4:3 › opens a shop ───────',
      '  80 passed (8.1m)',
    ].join('\n')
    expect(failureDigest(log)).toEqual([
      '    Error: expect(locator).toBeVisible() failed',
      '    Test timeout of 60000ms exceeded.',
      '  1 failed',
      '    [js-on] › tests/e2e/cart.spec.ts:9:3 › two designs ───────',
      '  1 flaky',
      '    [js-on] › tests/e2e/shop.spec.ts:4:3 › opens a shop ───────',
    ])
  })

  it("names vitest's failed files and tests without colours, once each", () => {
    const log = [
      '\u001b[32m ✓\u001b[39m app/lib/text.test.ts (3 tests) 4ms',
      '\u001b[31m FAIL \u001b[39m tests/integration/orders.test.ts > orders > refunds once',
      'AssertionError: expected 2 to be 1',
      '\u001b[31m FAIL \u001b[39m tests/integration/orders.test.ts > orders > refunds once',
      ' Test Files  1 failed | 182 passed (183)',
    ].join('\n')
    expect(failureDigest(log)).toEqual([
      ' FAIL  tests/integration/orders.test.ts > orders > refunds once',
      'AssertionError: expected 2 to be 1',
    ])
  })

  it('keeps at most the limit', () => {
    const log = Array.from({ length: 10 }, (_, i) => ` FAIL  a${i}.test.ts`).join('\n')
    expect(failureDigest(log, 3)).toHaveLength(3)
  })
})
