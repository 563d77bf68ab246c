import { describe, expect, it } from 'vitest'
import { screenText } from './screen.ts'

describe('screenText', () => {
  it('passes ordinary prompts, including innocent words that contain a listed one', () => {
    expect(screenText('A fox reading a book under a tree')).toEqual({ ok: true })
    expect(screenText('Scunthorpe United fan shirt, assassin cat, classic bass guitar')).toEqual({ ok: true })
  })
  it('stops listed words, also written with leetspeak or repeated letters', () => {
    expect(screenText('a fucking cat').ok).toBe(false)
    expect(screenText('sh1t happens').ok).toBe(false)
    expect(screenText('shiiiit happens').ok).toBe(false)
  })
})
