import { describe, expect, it } from 'vitest'
import { barChart, fillWeeks, niceMax, weekStart } from './dashboard.ts'

describe('weekStart', () => {
  it('is the Monday (UTC) of the week', () => {
    expect(weekStart(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-23')
    expect(weekStart(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23')
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23')
  })
})

describe('fillWeeks', () => {
  it('gives every one of the last N weeks, oldest first, zero where nothing sold', () => {
    const weeks = fillWeeks(
      [{ week: '2026-11-16', shirts: 3, paidCents: 0, unpaidCents: 750 }],
      new Date('2026-11-24T12:00:00Z'),
      3,
    )
    expect(weeks).toEqual([
      { week: '2026-11-09', shirts: 0, paidCents: 0, unpaidCents: 0 },
      { week: '2026-11-16', shirts: 3, paidCents: 0, unpaidCents: 750 },
      { week: '2026-11-23', shirts: 0, paidCents: 0, unpaidCents: 0 },
    ])
  })
})

describe('barChart', () => {
  it('scales stacked bars to a nice maximum', () => {
    expect([niceMax(0), niceMax(3), niceMax(7), niceMax(12), niceMax(100)]).toEqual([1, 5, 10, 20, 100])
    const chart = barChart(
      [
        { label: 'a', values: { paid: 5, unpaid: 5 } },
        { label: 'b', values: { paid: 0, unpaid: 2 } },
      ],
      ['paid', 'unpaid'],
      {
        width: 200,
        height: 120,
        left: 40,
        bottom: 20,
        top: 0,
      },
    )
    expect(chart.max).toBe(10)
    const [a, b] = chart.bars
    expect(a!.segments.map((s) => s.height)).toEqual([50, 50])
    expect(a!.segments[1]!.y).toBe(0)
    expect(b!.segments.map((s) => s.height)).toEqual([0, 20])
  })
})
