import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cutAtWord, designNameFromPrompt, GENERATED_TITLE_LENGTH, SMALL_WORDS, titleCase } from './title.ts'

describe('designNameFromPrompt', () => {
  it('makes a tidy title of a lower-case prompt', () => {
    expect(designNameFromPrompt('a robot watering plants at sunset, watercolor')).toBe('Robot Watering Plants at Sunset')
    expect(designNameFromPrompt('the fox and the hound in watercolor style')).toBe('Fox and the Hound')
    expect(designNameFromPrompt('an astronaut riding a horse on the moon')).toBe('Astronaut Riding a Horse on the Moon')
    expect(designNameFromPrompt('  a   fox ')).toBe('Fox')
    expect(designNameFromPrompt('   ')).toBe('Untitled Design')
  })
  it('keeps words written with capitals inside them, digits and hyphens', () => {
    expect(designNameFromPrompt('a NASA rocket over an iPhone, 3D')).toBe('NASA Rocket over an iPhone, 3D')
    expect(designNameFromPrompt('sci-fi cat in a hat')).toBe('Sci-Fi Cat in a Hat')
    expect(designNameFromPrompt("don't panic: a towel")).toBe("Don't Panic: A Towel")
  })
  it('leaves out the generator’s markers and style words', () => {
    expect(designNameFromPrompt('a fox reading a book, watercolor style')).toBe('Fox Reading a Book')
    expect(designNameFromPrompt('text: "Coffee first"')).toBe('Coffee First')
    expect(designNameFromPrompt('Cyberpunk: neon cat on a rooftop')).toBe('Neon Cat on a Rooftop')
    expect(designNameFromPrompt('a robot in the style of line art')).toBe('Robot')
    expect(designNameFromPrompt('ghibli style forest spirit')).toBe('Forest Spirit')
    expect(designNameFromPrompt('a car, retro, vintage, anime, cartoon')).toBe('Car')
    expect(designNameFromPrompt('watercolor')).toBe('Watercolor')
    expect(designNameFromPrompt('the')).toBe('The')
    expect(designNameFromPrompt('a fox and the')).toBe('Fox')
    // Found by the property below: punctuation bared by taking off a quote, a colon or a last word.
    expect(designNameFromPrompt("#':")).toBe('#')
    expect(designNameFromPrompt("/' A")).toBe('/')
    expect(designNameFromPrompt('# " #')).toBe('# #')
  })
  it('cuts a long prompt at a word, never after a small word', () => {
    const title = designNameFromPrompt('a fox reading a book under an old oak tree at sunset with a cup of tea beside it')
    expect(title).toBe('Fox Reading a Book Under an Old Oak Tree…')
    expect(title.length).toBeLessThanOrEqual(GENERATED_TITLE_LENGTH)
    expect(designNameFromPrompt('x'.repeat(100))).toBe(`${'x'.repeat(GENERATED_TITLE_LENGTH - 1)}…`.replace(/^x/, 'X'))
    expect(cutAtWord('Robot Watering Plants at Sunset', 26)).toBe('Robot Watering Plants…')
  })
  it('title-cases with small words lower except first, last and after a colon', () => {
    expect(titleCase('of mice and men')).toBe('Of Mice and Men')
    expect(titleCase('what it is for')).toBe('What It Is For')
    expect(titleCase('cats: a story')).toBe('Cats: A Story')
  })
})

const WORDS = [
  'a',
  'an',
  'the',
  'robot',
  'fox',
  'at',
  'sunset',
  'of',
  'and',
  'plants',
  'watering',
  'über',
  'sci-fi',
  'NASA',
  'in',
  'with',
  'over',
  'café',
]
const wordPrompt = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 25 }).map((words) => words.join(' '))
const anyPrompt = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 120 }), wordPrompt)

describe('designNameFromPrompt, for any prompt', () => {
  it('is one trimmed line, never empty and never longer than the limit', () => {
    fc.assert(
      fc.property(anyPrompt, (prompt) => {
        const title = designNameFromPrompt(prompt)
        expect(title.length).toBeGreaterThan(0)
        expect(title.length).toBeLessThanOrEqual(GENERATED_TITLE_LENGTH)
        expect(title).toBe(title.trim())
        expect(title).not.toMatch(/\s\s|[\n\r\t]/)
      }),
    )
  })
  it('starts every word with a capital, but small words inside it', () => {
    fc.assert(
      fc.property(wordPrompt, (prompt) => {
        const words = designNameFromPrompt(prompt).replace(/…$/, '').split(' ')
        words.forEach((word, i) => {
          const inside = i > 0 && i < words.length - 1
          if (inside && SMALL_WORDS.has(word)) return
          expect(word.charAt(0)).toBe(word.charAt(0).toLocaleUpperCase('en-US'))
        })
        // Never ends on an article or conjunction, never starts with an article, unless that is all there is.
        if (words.length > 1) {
          expect(['a', 'an', 'the', 'and', 'or']).not.toContain(words[words.length - 1].toLowerCase())
          expect(['a', 'an', 'the']).not.toContain(words[0].toLowerCase())
        }
      }),
    )
  })
  it('keeps the prompt’s own words in their order', () => {
    fc.assert(
      fc.property(wordPrompt, (prompt) => {
        const title = designNameFromPrompt(prompt).replace(/…$/, '')
        expect(prompt.toLowerCase()).toContain(title.toLowerCase())
      }),
    )
  })
  it('is already tidy: a title made again from a title is the same', () => {
    fc.assert(
      fc.property(anyPrompt, (prompt) => {
        const title = designNameFromPrompt(prompt)
        expect(designNameFromPrompt(title)).toBe(title)
      }),
    )
  })
})
