import { formatPrice } from '~/modules/pricing/index.ts'

// Pure rules for a creator's shop dashboard: weekly buckets and the chart's geometry.

export interface WeekRow {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  week: string
  shirts: number
  paidCents: number
  unpaidCents: number
}

const DAY_MS = 86_400_000

/** Monday 00:00 UTC of the week holding `date`, as YYYY-MM-DD. */
export function weekStart(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** The last `weeks` weeks up to the week of `now`, oldest first, with zeroes where nothing happened. */
export function fillWeeks(rows: WeekRow[], now: Date, weeks: number): WeekRow[] {
  const byWeek = new Map(rows.map((r) => [r.week, r]))
  const last = new Date(`${weekStart(now)}T00:00:00Z`).getTime()
  return Array.from({ length: weeks }, (_, i) => {
    const week = new Date(last - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10)
    return byWeek.get(week) ?? { week, shirts: 0, paidCents: 0, unpaidCents: 0 }
  })
}

export interface Bar {
  x: number
  width: number
  /** Stacked segments from the bottom up; heights in chart units. */
  segments: { y: number; height: number; value: number; series: string }[]
  label: string
}

export interface ChartGeometry {
  width: number
  height: number
  plotTop: number
  plotBottom: number
  max: number
  ticks: { y: number; value: number }[]
  bars: Bar[]
}

/** A "nice" axis maximum: 1, 2 or 5 times a power of ten, at least `value`. */
export function niceMax(value: number): number {
  if (value <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}

/** Bars for a stacked bar chart of `series` per column, scaled into a width × height box. */
export function barChart(
  columns: { label: string; values: Record<string, number> }[],
  series: string[],
  { width = 360, height = 180, left = 40, bottom = 24, top = 8 } = {},
): ChartGeometry {
  const plotBottom = height - bottom
  const plotHeight = plotBottom - top
  const totals = columns.map((c) => series.reduce((s, name) => s + Math.max(0, c.values[name] ?? 0), 0))
  const max = niceMax(Math.max(0, ...totals))
  const slot = (width - left - 8) / Math.max(1, columns.length)
  const barWidth = Math.max(4, slot * 0.6)
  const bars = columns.map((c, i) => {
    let base = plotBottom
    const segments = series.map((name) => {
      const value = Math.max(0, c.values[name] ?? 0)
      const h = (value / max) * plotHeight
      base -= h
      return { y: base, height: h, value, series: name }
    })
    return { x: left + i * slot + (slot - barWidth) / 2, width: barWidth, segments, label: c.label }
  })
  // A middle line only where it falls on a whole number (no "2.5 shirts").
  const fractions = Number.isInteger(max / 2) ? [0, 0.5, 1] : [0, 1]
  const ticks = fractions.map((f) => ({ y: plotBottom - f * plotHeight, value: max * f }))
  return { width, height, plotTop: top, plotBottom, max, ticks, bars }
}

/** "Nov 17": a week's label. */
export function weekLabel(week: string): string {
  return new Date(`${week}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

export const money = formatPrice
