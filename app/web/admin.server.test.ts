import { describe, expect, it } from 'vitest'
import { isOperatorIdentity } from './admin.server.ts'

const settings = { subjects: 'alice, bob', emails: 'Ops@Example.com', issuer: 'https://id.example/' }
const account = (subject: string, email: string | null = null, extra = {}) => ({
  subject,
  email,
  blocked_at: null,
  deleted_at: null,
  ...extra,
})

describe('isOperatorIdentity', () => {
  it('names operators by the configured issuer’s subject', () => {
    expect(isOperatorIdentity(account('https://id.example|alice'), settings)).toBe(true)
    expect(isOperatorIdentity(account('https://other.example|alice'), settings)).toBe(false)
    expect(isOperatorIdentity(account('https://id.example|carol'), settings)).toBe(false)
  })
  it('names operators by e-mail, case-insensitively', () => {
    expect(isOperatorIdentity(account('https://id.example|carol', 'ops@example.com'), settings)).toBe(true)
  })
  it('never lets a blocked or deleted account in', () => {
    expect(isOperatorIdentity(account('https://id.example|alice', null, { blocked_at: new Date() }), settings)).toBe(false)
  })
  it('lets nobody in when nothing is configured', () => {
    expect(
      isOperatorIdentity(account('https://id.example|alice', 'ops@example.com'), { ...settings, subjects: '', emails: '' }),
    ).toBe(false)
  })
})
