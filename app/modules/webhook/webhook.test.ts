import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RETRY_SCHEDULE,
  endpointUrlProblem,
  parseRetrySchedule,
  retryDelaySeconds,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
} from './webhook.ts'

describe('endpoint URLs', () => {
  const production = { allowLocal: false }
  const local = { allowLocal: true }
  it('takes https to a public host', () => {
    expect(endpointUrlProblem('https://hooks.example.com/shirtsmith', production)).toBeNull()
    expect(endpointUrlProblem('https://93.184.216.34/in', production)).toBeNull()
  })
  it('refuses http, private and loopback hosts, credentials and non-URLs in production', () => {
    expect(endpointUrlProblem('http://hooks.example.com/', production)).toMatch(/https/)
    expect(endpointUrlProblem('https://127.0.0.1/', production)).toMatch(/private or loopback/)
    expect(endpointUrlProblem('https://[::1]/', production)).toMatch(/private or loopback/)
    expect(endpointUrlProblem('https://169.254.169.254/latest', production)).toMatch(/private or loopback/)
    expect(endpointUrlProblem('https://localhost/', production)).toMatch(/private or loopback/)
    expect(endpointUrlProblem('http://127.0.0.1:4000/', production)).toMatch(/https/)
    expect(endpointUrlProblem('https://user:pw@example.com/', production)).toMatch(/user name/)
    expect(endpointUrlProblem('ftp://example.com/', production)).toMatch(/https/)
    expect(endpointUrlProblem('example.com', production)).toMatch(/full URL/)
    expect(endpointUrlProblem('https://intranet/', production)).toMatch(/full host name/)
  })
  it('takes http to loopback only when local addresses are allowed', () => {
    expect(endpointUrlProblem('http://127.0.0.1:4000/hook', local)).toBeNull()
    expect(endpointUrlProblem('http://localhost:4000/hook', local)).toBeNull()
    expect(endpointUrlProblem('http://hooks.example.com/', local)).toMatch(/https/)
  })
})

describe('webhookEndpointSchema', () => {
  const schema = webhookEndpointSchema({ allowLocal: false })
  it('keeps the event types in their listed order, without repeats', () => {
    const parsed = schema.parse({ url: ' https://example.com/h ', eventTypes: ['payout.sent', 'order.paid', 'order.paid'] })
    expect(parsed).toEqual({ url: 'https://example.com/h', eventTypes: ['order.paid', 'payout.sent'], description: null })
  })
  it('names each refused field', () => {
    const result = schema.safeParse({ url: 'http://x', eventTypes: ['order.lost'] })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['eventTypes.0', 'url'])
    expect(schema.safeParse({ url: 'https://example.com', eventTypes: [] }).error!.issues[0]!.message).toBe(
      'Choose at least one event',
    )
  })
  it('patches any field, refusing an empty or unknown one', () => {
    const patch = webhookEndpointPatchSchema({ allowLocal: false })
    expect(patch.parse({ enabled: false })).toEqual({ enabled: false })
    expect(patch.safeParse({}).success).toBe(false)
    expect(patch.safeParse({ secret: 'x' }).success).toBe(false)
  })
})

describe('retry schedule', () => {
  it('waits the schedule’s delay with ±10 % jitter, then gives up', () => {
    expect(retryDelaySeconds(DEFAULT_RETRY_SCHEDULE, 1, 0.5)).toBe(5)
    expect(retryDelaySeconds(DEFAULT_RETRY_SCHEDULE, 2, 0)).toBe(270)
    expect(retryDelaySeconds(DEFAULT_RETRY_SCHEDULE, 2, 0.999)).toBe(330)
    expect(retryDelaySeconds(DEFAULT_RETRY_SCHEDULE, DEFAULT_RETRY_SCHEDULE.length + 1)).toBeNull()
  })
  it('reads a configured schedule', () => {
    expect(parseRetrySchedule('1, 2,4')).toEqual([1, 2, 4])
    expect(parseRetrySchedule('1,x')).toBeNull()
  })
})
