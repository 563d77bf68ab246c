import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts'
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts'

// Readiness covers the image storage as well as the database: with its S3 bucket unreachable a
// process cannot show or save a picture, so /readyz answers 503 "storage unreachable" (the load
// balancer takes it out) while /healthz stays 200.
let s3: LocalS3
let web: SpawnedServer

beforeAll(async () => {
  s3 = await startLocalS3()
  web = await spawnServer({ PGLITE_DIR: 'memory://', ...s3.env })
}, 120_000)

afterAll(async () => {
  if (web && web.child.exitCode === null) web.child.kill('SIGKILL')
  await s3?.stop().catch(() => undefined)
})

describe('readiness', () => {
  it('is 503 "storage unreachable" while the bucket does not answer', async () => {
    expect((await fetch(`${web.url}/readyz`)).status).toBe(200)
    await s3.stop()
    const answer = await fetch(`${web.url}/readyz`)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ status: 'storage unreachable' })
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200)
  }, 60_000)
})
