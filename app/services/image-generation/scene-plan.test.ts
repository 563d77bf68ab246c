import { describe, expect, it } from 'vitest'
import { planScene } from './scene-plan.ts'
import { extractText } from './scene-words.ts'
import { SCENE_PROMPTS } from './scene-prompts.ts'

const brief = (prompt: string) => {
  const plan = planScene(prompt)
  return {
    main: plan.main?.noun,
    modifiers: plan.main?.modifiers,
    relation: plan.relation,
    object: plan.others[0]?.noun,
    setting: plan.setting,
    text: plan.text,
  }
}

describe('reading a prompt as a scene', () => {
  it('reads the shopper’s five prompts from issue #24', () => {
    expect(brief('a knight fighting a dragon')).toMatchObject({ main: 'knight', relation: 'fighting', object: 'dragon' })
    expect(brief('a lighthouse in a storm')).toMatchObject({
      main: 'lighthouse',
      relation: 'none',
      setting: { weather: 'storm' },
    })
    expect(brief('a corgi astronaut on the moon')).toMatchObject({
      main: 'corgi',
      modifiers: ['astronaut'],
      relation: 'none',
      setting: { place: 'moon' },
    })
    expect(brief('coffee cup with steam, text: Monday again')).toMatchObject({
      main: 'cup',
      modifiers: ['steam'],
      relation: 'none',
      object: undefined,
      text: 'Monday again',
    })
    expect(brief('a giraffe playing basketball')).toMatchObject({ main: 'giraffe', relation: 'playing', object: 'basketball' })
  })

  it('tells riding from sitting on, holding from wearing, and a place from an object', () => {
    expect(brief('a penguin on a skateboard').relation).toBe('riding')
    expect(brief('a frog on a lily pad')).toMatchObject({ relation: 'on', object: 'lily pad' })
    expect(brief('a cat with a guitar').relation).toBe('holding')
    expect(brief('a dog with sunglasses').relation).toBe('wearing')
    expect(brief('a skull with roses').relation).toBe('beside')
    expect(brief('a robot in a neon city at night')).toMatchObject({
      main: 'robot',
      relation: 'none',
      setting: { place: 'city', time: 'night' },
    })
    expect(brief('a hot air balloon over a city')).toMatchObject({ relation: 'above', object: 'city', setting: {} })
    expect(brief('a jellyfish under the sea').setting).toEqual({ place: 'underwater' })
    expect(brief('a cat under an umbrella in the rain')).toMatchObject({
      relation: 'under',
      object: 'umbrella',
      setting: { weather: 'rain' },
    })
  })

  it('reads the time of day and the weather', () => {
    expect(brief('a whale and a sailboat at sunset').setting).toEqual({ time: 'dusk' })
    expect(brief('a wolf howling at the moon')).toMatchObject({ main: 'wolf', object: undefined, setting: { time: 'night' } })
    expect(brief('a cabin in the snowy mountains').setting).toEqual({ weather: 'snow', place: 'mountains' })
    expect(brief('a whale in the ocean during a thunderstorm').setting).toEqual({ weather: 'storm', place: 'sea' })
  })

  it('keeps the words to letter apart from the scene', () => {
    expect(extractText('a cat saying "hello world"')).toMatchObject({ text: 'hello world' })
    expect(extractText("a dog with the words 'good boy'").text).toBe('good boy')
    expect(extractText('a cactus that says "don\'t touch me"').text).toBe("don't touch me")
    expect(extractText('a pizza slice saying “Eat me”').text).toBe('Eat me')
    expect(extractText("a dog's bone").text).toBeNull()
    // A "moon" in the words is not the scene's moon.
    expect(brief('a rocket in space with text: To the moon')).toMatchObject({
      main: 'rocket',
      setting: { place: 'space' },
      text: 'To the moon',
    })
  })

  it('reads at least 85% of the labelled prompts with subject and relation right', () => {
    const right = SCENE_PROMPTS.filter((label) => {
      const plan = planScene(label.prompt)
      return (
        plan.main?.noun === label.main && plan.relation === label.relation && (plan.others[0]?.noun ?? undefined) === label.object
      )
    })
    expect(SCENE_PROMPTS.length).toBeGreaterThanOrEqual(150)
    expect(right.length / SCENE_PROMPTS.length).toBeGreaterThanOrEqual(0.85)
  })
})
