import { describe, expect, it } from 'vitest'
import { displayName, initialsFor } from './avatar.ts'

describe('initialsFor', () => {
  it('uses first and last name when both exist', () => {
    expect(initialsFor({ firstName: 'ada', lastName: 'Lovelace', username: 'zz' })).toBe('AL')
  })
  it('falls back to the first two letters of the username, upper case', () => {
    expect(initialsFor({ firstName: 'Ada', lastName: null, username: 'grace' })).toBe('GR')
    expect(initialsFor({ username: 'x' })).toBe('X')
  })
})

describe('displayName', () => {
  it('falls back to "User"', () => {
    expect(displayName({ username: '' })).toBe('User')
    expect(displayName(null)).toBe('User')
    expect(displayName({ username: 'maria' })).toBe('maria')
  })
})
