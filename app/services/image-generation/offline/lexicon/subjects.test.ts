import { describe, expect, it } from 'vitest'
import { iconForWord, matchSubjects } from './subjects.ts'

const icons = (prompt: string) => matchSubjects(prompt).subjects.map((s) => s.icon)

describe('matching a prompt to illustrations', () => {
  it('finds the fox, the book and the tree, and how they relate', () => {
    const match = matchSubjects('a fox reading a book under an oak tree')
    expect(match.subjects.map((s) => s.icon)).toEqual(['fox', 'open-book', 'deciduous-tree'])
    expect(match.subjects.map((s) => s.scale)).toEqual(['medium', 'small', 'large'])
    expect(match.relations).toEqual(['with', 'under'])
  })

  it('finds the cat on the motorbike; "neon" is a look, not a subject', () => {
    const match = matchSubjects('A neon samurai cat on a motorbike')
    expect(match.subjects.map((s) => s.icon)).toEqual(['crossed-swords', 'cat', 'motorcycle'])
    expect(match.relations.at(-1)).toBe('on')
  })

  it('uses icon names, plurals and emojilib keywords, and skips words that are not things', () => {
    expect(iconForWord('octopus')).toBe('octopus')
    expect(iconForWord('Pandas')).toBe('panda')
    expect(iconForWord('motorbike')).toBe('motorcycle')
    expect(iconForWord('drums')).toBe('drum')
    expect(iconForWord('cozy')).toBeNull()
    expect(iconForWord('the')).toBeNull()
    expect(icons('the of and with')).toEqual([])
  })

  it('keeps at most three subjects, each once, in the prompt’s order', () => {
    expect(icons('a cat, a dog, a kitten, a fox and an owl')).toEqual(['cat', 'dog', 'fox'])
  })
})
