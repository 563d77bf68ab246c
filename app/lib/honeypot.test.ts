import { describe, expect, it } from 'vitest'
import { filledHoneypot, HONEYPOT_FIELD } from './honeypot.ts'

describe('the honeypot', () => {
  it('catches a form whose hidden field came back filled, and lets an empty or absent one through', () => {
    const form = (value?: string) => {
      const data = new FormData()
      if (value !== undefined) data.set(HONEYPOT_FIELD, value)
      return data
    }
    expect(filledHoneypot(form('https://spam.example'))).toBe(true)
    expect(filledHoneypot(form(''))).toBe(false)
    expect(filledHoneypot(form('   '))).toBe(false)
    expect(filledHoneypot(form())).toBe(false)
  })
})
