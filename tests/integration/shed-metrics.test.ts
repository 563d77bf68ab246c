import { request as httpRequest, type ClientRequest } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'

// A request refused under load (admission control's 503, answered before routing) is counted in
// /metrics like every other answer: by status in the request histogram, under the route `shed`, and
// by its reason in shirtsmith_http_requests_shed_total.
const TOKEN = 'shed-metrics-test-token'
const t = useTestApp({ env: { ADMISSION_MAX_IN_FLIGHT: '1', METRICS_TOKEN: TOKEN } })
const held: ClientRequest[] = []
afterAll(() => {
  for (const request of held) request.destroy()
})

async function scrape(): Promise<string> {
  const answer = await fetch(`${t.app.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(answer.status).toBe(200)
  return answer.text()
}

/** The value of the sample whose name and labels are given (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries([...match[2]!.matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3])
  }
  return undefined
}

describe('shed requests in /metrics', () => {
  it('counts each shed 503 by reason and by status, and both series exist before any shedding', async () => {
    const before = await scrape()
    expect(sample(before, 'shirtsmith_http_requests_shed_total', { reason: 'in-flight' })).toBe(0)
    expect(sample(before, 'shirtsmith_http_requests_shed_total', { reason: 'event-loop-delay' })).toBe(0)

    // A body that never ends holds the one place (ADMISSION_MAX_IN_FLIGHT=1).
    const request = httpRequest(`${t.app.url}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    })
    request.on('error', () => undefined)
    request.write('{"items":')
    held.push(request)

    // Asked until the held request has its place and the next one is shed.
    let shed = 0
    for (let tries = 0; shed < 3 && tries < 100; tries += 1) {
      const answer = await fetch(`${t.app.url}/`)
      await answer.arrayBuffer()
      if (answer.status === 503) shed += 1
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(shed).toBe(3)

    const after = await scrape()
    expect(sample(after, 'shirtsmith_http_requests_shed_total', { reason: 'in-flight' })).toBe(3)
    expect(sample(after, 'shirtsmith_http_request_duration_seconds_count', { method: 'GET', route: 'shed', status: '503' })).toBe(
      3,
    )
  })
})
