import { describe, expect, it } from 'vitest'
import { planScene } from './scene-plan.ts'

describe('reading lettering with a picture, vehicles, materials and looks', () => {
  it('letters the words of "text: X, with Y" and pictures Y', () => {
    const plan = planScene('text: Born to Nap, with a sleeping cat')
    expect(plan.text).toBe('Born to Nap')
    expect(plan.main?.noun).toBe('cat')
    expect(planScene('a fox, text: Stay wild, with a moon').text).toBe('Stay wild')
    // Unquoted words after "with text" or "with the words" are lettered, not drawn.
    expect(planScene('a dog with text I love my human')).toMatchObject({ text: 'I love my human', others: [] })
    expect(planScene('a cat with the words Nope')).toMatchObject({ text: 'Nope', main: { noun: 'cat' } })
  })

  it('letters an unquoted slogan in capitals before "with" and pictures the rest, but not a name in capitals', () => {
    expect(planScene('Best Dad Ever with a fishing rod')).toMatchObject({ text: 'Best Dad Ever', main: { noun: 'fishing rod' } })
    expect(planScene('MOM LIFE with a coffee cup')).toMatchObject({ text: 'MOM LIFE', main: { noun: 'cup' } })
    expect(planScene("World's Best Teacher with an apple")).toMatchObject({
      text: "World's Best Teacher",
      main: { noun: 'apple' },
    })
    // Capitalised words that end on something pictured, with no slogan word, name the subject.
    expect(planScene('Cute Red Panda with bamboo')).toMatchObject({ text: null, main: { noun: 'panda' } })
    expect(planScene('Space Cat with a laser')).toMatchObject({ text: null, main: { noun: 'cat' } })
    expect(planScene('A cat with a hat')).toMatchObject({ text: null, relation: 'wearing' })
  })

  it('shows the yarn a named thing is knitted from, after it', () => {
    const plan = planScene('a sheep knitting a sweater')
    expect(plan.others.map((other) => [other.noun, other.relation])).toEqual([
      ['sweater', 'holding'],
      ['yarn', 'holding'],
    ])
  })

  it('sets a boat on a lake on the water, and keeps a lake beside a tent or a pond a flamingo stands in', () => {
    expect(planScene('a boat on a lake at sunset')).toMatchObject({
      main: { noun: 'boat' },
      others: [],
      setting: { place: 'lake', time: 'dusk' },
    })
    expect(planScene('a swan on the pond')).toMatchObject({ main: { noun: 'swan' }, setting: { place: 'lake' } })
    expect(planScene('a tent beside a lake').others[0]).toMatchObject({ noun: 'lake', relation: 'beside' })
    expect(planScene('a flamingo standing in a pond')).toMatchObject({ relation: 'in', setting: {} })
  })

  it('puts the subject in the vehicle the prompt names ("a rocket ship" is a rocket, not a ship)', () => {
    const plan = planScene('two cats in a rocket ship')
    expect([plan.main?.noun, plan.main?.count, plan.relation, plan.others[0]?.noun]).toEqual(['cat', 2, 'in', 'rocket'])
  })

  it('reads "over a city skyline" as over the city, and a DNA helix as DNA', () => {
    const plan = planScene('a whale jumping over a city skyline')
    expect([plan.main?.noun, plan.relation, plan.others[0]?.noun]).toEqual(['whale', 'above', 'city'])
    expect(planScene('DNA helix science').main?.icon).toBe('dna')
  })

  it('makes a subject of its material instead of putting the material beside it', () => {
    const plan = planScene('a bicycle made of flowers')
    expect(plan.main?.noun).toBe('bicycle')
    expect(plan.main?.modifiers).toContain('made of flowers')
    expect(plan.main?.material?.icon).toBeTruthy()
    expect(plan.others).toEqual([])
  })

  it('gives vintage, retro, tiny and giant to the subject they come before', () => {
    expect(planScene('vintage motorcycle').main?.modifiers).toEqual(['vintage'])
    expect(planScene('a retro robot').main?.modifiers).toEqual(['retro'])
    const plan = planScene('a tiny mouse holding a giant strawberry')
    expect(plan.main?.modifiers).toEqual(['tiny'])
    expect(plan.others[0]?.modifiers).toEqual(['giant'])
  })
})
