import { describe, expect, it } from 'vitest'
import { instanceId, serviceOf } from './logger.server.ts'

describe('instanceId', () => {
  it('is INSTANCE_ID when set, else host name and process id', () => {
    expect(instanceId({ INSTANCE_ID: 'web-2' })).toBe('web-2')
    expect(instanceId({})).toMatch(new RegExp(`^.+:${process.pid}$`))
    expect(instanceId({ INSTANCE_ID: '  ' })).toMatch(new RegExp(`:${process.pid}$`))
  })
})

describe('serviceOf', () => {
  it('tells the worker process from the web process by how it was started', () => {
    expect(serviceOf(['node', '/srv/server.js'])).toBe('web')
    expect(serviceOf(['node', '/srv/server.js', 'web'])).toBe('web')
    expect(serviceOf(['node', '/srv/server.js', 'worker'])).toBe('worker')
    expect(serviceOf(['node', '/srv/app/server/worker.ts'])).toBe('worker')
    expect(serviceOf(['node', '/srv/app/server/index.ts'])).toBe('web')
  })
})
