import { describe, expect, it } from 'vitest'
import { metrics, tokenMatches } from './metrics.server.ts'

describe('metric names', () => {
  it('follow Prometheus naming: the store prefix, snake case, a base unit, _total on counters', async () => {
    const ours = (await metrics.registry.getMetricsAsJSON()).filter((metric) => metric.name.startsWith('shirtsmith_'))
    expect(ours.map((metric) => metric.name).sort()).toEqual([
      'shirtsmith_db_pool_connections',
      'shirtsmith_db_pool_waiting_clients',
      'shirtsmith_design_generation_duration_seconds',
      'shirtsmith_http_request_duration_seconds',
      'shirtsmith_http_requests_shed_total',
      'shirtsmith_job_duration_seconds',
      'shirtsmith_job_queue_depth',
      'shirtsmith_jobs_total',
    ])
    for (const metric of ours) {
      expect(metric.name).toMatch(/^shirtsmith_[a-z][a-z0-9_]*[a-z]$/)
      if (String(metric.type) === 'histogram') expect(metric.name).toMatch(/_seconds$/)
      if (String(metric.type) === 'counter') expect(metric.name).toMatch(/_total$/)
      expect(metric.help.length).toBeGreaterThan(10)
    }
  })

  it('carries prom-client default process metrics', async () => {
    const names = (await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name)
    expect(names).toContain('process_cpu_seconds_total')
    expect(names).toContain('nodejs_eventloop_lag_seconds')
  })
})

describe('tokenMatches', () => {
  const token = 'a-metrics-token-of-32-characters'
  it('accepts exactly the bearer token', () => {
    expect(tokenMatches(`Bearer ${token}`, token)).toBe(true)
    expect(tokenMatches(undefined, token)).toBe(false)
    expect(tokenMatches(token, token)).toBe(false)
    expect(tokenMatches(`Bearer ${token}x`, token)).toBe(false)
    expect(tokenMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false)
    expect(tokenMatches('Bearer ', token)).toBe(false)
  })
})
