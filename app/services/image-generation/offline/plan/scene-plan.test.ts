import { describe, expect, it } from 'vitest'
import { arrangeScene } from '../drawing/scene-draw.ts'
import { planScene } from './scene-plan.ts'
import { extractText } from '../lexicon/scene-words.ts'
import { SCENE_PROMPTS } from '../data/scene-prompts.ts'

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
    // A table is a table (the icon set has none; its first icon for the word was a ping-pong bat), a sofa a sofa.
    expect(brief('a red apple on a table')).toMatchObject({ main: 'red apple', relation: 'on', object: 'table' })
    expect(planScene('a red apple on a table').others[0]).toMatchObject({ icon: null, drawing: 'table' })
    expect(planScene('a cat sleeping on a sofa').others[0]).toMatchObject({ noun: 'sofa', drawing: 'sofa' })
    expect(brief('a panda playing ping pong')).toMatchObject({ relation: 'playing', object: 'ping pong' })
    // A treasure chest, not a money bag; a band plays music, it is not a sticking plaster.
    expect(planScene('a dragon guarding a treasure chest').others[0]).toMatchObject({ drawing: 'treasure-chest' })
    expect(planScene('a rock band').main).toMatchObject({ icon: 'guitar' })
    // Mud is brown, birds sit on a wire, and a mushroom house is one thing, not a house.
    expect(planScene('a pig in a mud puddle')).toMatchObject({ relation: 'in', others: [{ drawing: 'mud-puddle' }] })
    expect(planScene('two birds on a wire')).toMatchObject({ relation: 'on', others: [{ drawing: 'wire' }] })
    expect(planScene('a mushroom house in the forest').main).toMatchObject({ drawing: 'mushroom-house' })
    // A gnome is a garden gnome, not the icon set's troll.
    expect(planScene('a gnome by a mushroom house').main).toMatchObject({ noun: 'gnome', drawing: 'gnome' })
    // A stage is boards under curtains (the icon set's first picture for it is a film camera); golf is its flag.
    expect(planScene('a singer on stage')).toMatchObject({ relation: 'on', others: [{ noun: 'stage', drawing: 'stage' }] })
    expect(planScene('a man playing golf').others[0]).toMatchObject({ icon: 'flag-in-hole' })
    // A sport's or an instrument's player is someone whole playing it, not a basketball player.
    expect(planScene('a table tennis player')).toMatchObject({
      main: { icon: 'person-standing' },
      relation: 'playing',
      others: [{ icon: 'ping-pong' }],
    })
    expect(planScene('a guitarist')).toMatchObject({ main: { icon: 'person-standing' }, others: [{ icon: 'guitar' }] })
    expect(planScene('a basketball player').main).toMatchObject({ icon: 'person-bouncing-ball' })
    // The tea drunk in the teacup one sits in is the teacup's: one cup, the cat in it.
    expect(planScene('a cat drinking tea in a teacup')).toMatchObject({ relation: 'in', others: [{ noun: 'teacup' }] })
    expect(planScene('a cat drinking tea in a teacup').others).toHaveLength(1)
    // Flowers in a vase are one thing, standing on the table rather than beside a tiny one.
    expect(planScene('a vase of flowers on a table')).toMatchObject({
      main: { drawing: 'vase-of-flowers' },
      relation: 'on',
      others: [{ drawing: 'table' }],
    })
    expect(planScene('flowers in a vase').main).toMatchObject({ drawing: 'vase-of-flowers' })
    // Running in a wheel is in a hamster wheel, not beside a cart's wheel; a sombrero is a sombrero.
    expect(planScene('a hamster running in a wheel')).toMatchObject({ relation: 'in', others: [{ drawing: 'hamster-wheel' }] })
    expect(planScene('a car wheel').main).toMatchObject({ icon: 'wheel' })
    expect(planScene('a cactus wearing a sombrero').others[0]).toMatchObject({ drawing: 'sombrero' })
    // A place's landscape is that place's scene; a cassette is a tape, a compass rose a compass.
    expect(planScene('a desert landscape')).toMatchObject({ main: null, setting: { place: 'desert' } })
    expect(planScene('a mountain landscape at sunrise')).toMatchObject({ setting: { place: 'mountains', time: 'dawn' } })
    expect(planScene('a landscape').main).toMatchObject({ icon: 'national-park' })
    expect(planScene('a retro cassette tape').main).toMatchObject({ icon: 'videocassette', modifiers: ['retro'] })
    expect(planScene('a compass rose').main).toMatchObject({ icon: 'compass' })
    // A beard or a moustache is worn, drawn on the chin (the icon set has only bearded people).
    expect(planScene('a viking cat with a beard')).toMatchObject({
      main: { noun: 'cat', modifiers: ['viking'] },
      others: [{ noun: 'beard', relation: 'wearing', drawing: 'beard' }],
    })
    expect(planScene('a dog with a moustache').others[0]).toMatchObject({ relation: 'wearing', drawing: 'moustache' })
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

describe('reading the ways shoppers phrase a scene', () => {
  it('gives an activity its thing when no object follows it, and lets a named object win', () => {
    expect(brief('a snowboarding fox')).toMatchObject({ main: 'fox', relation: 'riding', object: 'snowboard' })
    expect(brief('a fox snowboarding')).toMatchObject({ main: 'fox', relation: 'riding', object: 'snowboard' })
    expect(brief('a raccoon fishing at night')).toMatchObject({ relation: 'holding', object: 'fishing rod' })
    expect(brief('a cat surfing a wave')).toMatchObject({ relation: 'riding', object: 'wave' })
    expect(planScene('a cat surfing a wave').others.map((o) => o.noun)).toEqual(['wave'])
    expect(brief('a hamster surfing on a pizza')).toMatchObject({ relation: 'riding', object: 'pizza' })
  })

  it('reads two creatures side by side as one, the last being what it is', () => {
    expect(brief('a robot dog')).toMatchObject({ main: 'dog', modifiers: ['robot'], relation: 'none' })
    expect(brief('a baby giraffe eating leaves')).toMatchObject({ main: 'giraffe', modifiers: ['baby'] })
    expect(brief('a frog prince')).toMatchObject({ main: 'frog', modifiers: ['prince'] })
    // A role after "as", or as a costume, dresses the subject.
    expect(brief('a cat dressed as a pirate')).toMatchObject({ main: 'cat', modifiers: ['pirate'], relation: 'none' })
    expect(brief('a dog in an astronaut costume')).toMatchObject({ main: 'dog', modifiers: ['astronaut'], relation: 'none' })
    // An animal before a person word is the animal, dressed as the person.
    expect(brief('a dog teacher')).toMatchObject({ main: 'dog', modifiers: ['teacher'] })
    // Joined by "and", they are two.
    expect(brief('a bear and a bunny')).toMatchObject({ main: 'bear', relation: 'beside', object: 'bunny' })
  })

  it('puts relative clauses, hyphenated doings, possessives and measure words into plain order', () => {
    expect(brief('a hamster who is eating a carrot')).toMatchObject({ main: 'hamster', relation: 'eating', object: 'carrot' })
    expect(brief('a pizza-eating dinosaur')).toMatchObject({ main: 'dinosaur', relation: 'eating', object: 'pizza' })
    expect(brief("the wizard's owl holding a wand")).toMatchObject({ main: 'owl', relation: 'holding', object: 'wand' })
    expect(brief('a bear with a jar of honey')).toMatchObject({ relation: 'holding', object: 'honey' })
    expect(planScene('retro sunset with palm trees').main).toMatchObject({ noun: 'palm tree', kind: 'scenery' })
    expect(brief('three foxes in the forest')).toMatchObject({ main: 'fox', relation: 'none', setting: { place: 'forest' } })
  })

  it('takes words in -ing for doings, not things, and never a person picture for a thing', () => {
    expect(planScene('a panda doing yoga').others).toEqual([])
    expect(planScene('a bear doing a handstand').others).toEqual([])
    expect(brief('a beaver building a dam').main).toBe('beaver')
    const ball = planScene('a seal playing with a ball').others[0]
    expect(ball).toMatchObject({ noun: 'ball', relation: 'playing' })
    expect(ball.icon).not.toMatch(/^(person|man|woman)-/)
    expect(planScene('a gorilla lifting weights').others[0]).toMatchObject({ noun: 'weight', drawing: 'dumbbell' })
  })

  it('counts the creatures a prompt names, and draws that many when they are alone', () => {
    expect(planScene('two flamingos dancing').main?.count).toBe(2)
    expect(planScene('three ducks in the rain').main?.count).toBe(3)
    expect(planScene('a wolf pack under the northern lights').main).toMatchObject({ noun: 'wolf', count: 3 })
    expect(planScene('a duck in the rain').main?.count).toBeUndefined()
    expect(planScene('two wolves wearing scarves')).toMatchObject({
      main: { noun: 'wolf', count: 2 },
      others: [{ noun: 'scarf' }],
    })
    expect(planScene('an otter couple holding hands')).toMatchObject({ main: { noun: 'otter', count: 2 }, others: [] })
    expect(planScene('an octopus playing drums').others[0]?.count).toBeUndefined()
    expect(arrangeScene(planScene('three ducks in the rain'), false).figures).toHaveLength(3)
    expect(arrangeScene(planScene('a duck in the rain'), false).figures).toHaveLength(1)
    // On, in, under or beside something, they stand side by side: two frogs and their lily pad.
    expect(arrangeScene(planScene('two frogs on a lily pad'), false).figures).toHaveLength(3)
    // Riders: two on one horse.
    expect(arrangeScene(planScene('two cats riding a horse'), false).figures).toHaveLength(3)
  })

  it('reads a bare plural after a verb: "riding horses" rides horses', () => {
    // "horses" is a plural in -ses of a word in -se, not of a word in -s: the icon set has "horse", not "hors".
    for (const rider of ['knight', 'cowboy', 'boy']) {
      expect(planScene(`a ${rider} riding horses`)).toMatchObject({
        relation: 'riding',
        others: [{ noun: 'horse', icon: 'horse', count: 2 }],
      })
    }
    expect(planScene('three cowboys riding horses')).toMatchObject({
      main: { count: 3 },
      relation: 'riding',
      others: [{ noun: 'horse' }],
    })
    expect(planScene('a cowboy riding horse').others[0]).toMatchObject({ noun: 'horse' })
    expect(planScene('a dog chasing cats').others[0]).toMatchObject({ noun: 'cat', relation: 'chasing' })
  })

  it('keeps the relation to a held, eaten or ridden thing the icon set lacks, with the nearest picture', () => {
    const object = (prompt: string) => {
      const plan = planScene(prompt)
      return { relation: plan.relation, noun: plan.others[0]?.noun, picture: plan.others[0]?.icon ?? plan.others[0]?.drawing }
    }
    expect(object('a wizard holding a glowing orb at night')).toEqual({
      relation: 'holding',
      noun: 'orb',
      picture: 'crystal-ball',
    })
    expect(object('a king holding a scepter')).toEqual({ relation: 'holding', noun: 'scepter', picture: 'magic-wand' })
    // A stick is a branch, not a skewer of oden; a stone a rock, not a moai.
    expect(object('a puppy with a stick')).toMatchObject({ relation: 'holding', picture: 'branch' })
    expect(object('a troll holding a stone')).toMatchObject({ relation: 'holding', picture: 'rock' })
    expect(object('a knight riding a raptor')).toEqual({ relation: 'riding', noun: 'raptor', picture: 't-rex' })
    expect(object('a cowboy riding a snowmobile')).toMatchObject({ relation: 'riding', picture: 'sled' })
    // Food and drink with no picture stand in as a plate or a drink; the word before a dish only describes it.
    expect(object('a bear eating spicy nachos')).toEqual({
      relation: 'eating',
      noun: 'nachos',
      picture: 'fork-and-knife-with-plate',
    })
    expect(object('a viking sipping mead')).toMatchObject({ relation: 'drinking', picture: 'cup-with-straw' })
    expect(planScene('a panda eating alone').others).toEqual([])
    expect(planScene('a bear eating happily in the rain').others).toEqual([])
  })

  it('finds the main subject after a place the prompt opens on', () => {
    expect(brief('in a teacup, a tiny frog')).toMatchObject({ main: 'frog', relation: 'in', object: 'teacup' })
  })

  it('reads being carried off, crossing and catching', () => {
    expect(brief('a sheep abducted by a ufo')).toMatchObject({ main: 'sheep', relation: 'under', object: 'ufo' })
    expect(brief('an alien abducting a cow')).toMatchObject({ main: 'alien', relation: 'above', object: 'cow' })
    expect(brief('a duck crossing the road')).toMatchObject({ relation: 'on', object: 'road' })
    expect(brief('a pelican with a fish in its beak')).toMatchObject({ relation: 'holding', object: 'fish' })
    expect(brief('a capybara with a crown on its head')).toMatchObject({ relation: 'wearing', object: 'crown' })
    // A comma parts two subjects: "a dog, bone in its mouth" is no dog bone.
    expect(brief('a dog, bone in its mouth').main).toBe('dog')
    expect(brief('a dog catching a frisbee').relation).toBe('playing')
    expect(brief('an otter catching a fish').relation).toBe('holding')
  })

  it('pictures animals the icon set lacks by the nearest one it has, and Mars as a place', () => {
    for (const animal of ['capybara', 'axolotl', 'walrus', 'toucan', 'raven']) {
      const main = planScene(`a ${animal} in a hat`).main
      expect(main).toMatchObject({ noun: animal, kind: 'creature' })
      expect(main?.icon).toBeTruthy()
    }
    expect(brief('a jungle tiger')).toMatchObject({ main: 'tiger', setting: { place: 'jungle' } })
    expect(brief('an astronaut cat on mars')).toMatchObject({ main: 'cat', modifiers: ['astronaut'], setting: { place: 'mars' } })
  })
})

describe('what a subject is made of', () => {
  it('reads a material word before a subject as its material, not as a subject or a kind', () => {
    expect(brief('a glass apple')).toMatchObject({ main: 'apple', modifiers: ['glass'], relation: 'none' })
    expect(brief('a golden owl')).toMatchObject({ main: 'owl', modifiers: ['golden'] })
    expect(brief('a knitted teddy bear')).toMatchObject({ main: 'teddy bear', modifiers: ['knitted'] })
    // Balloon is a noun too; before a dog it says what the dog is made of.
    expect(brief('a balloon dog')).toMatchObject({ main: 'dog', modifiers: ['balloon'], object: undefined })
    // Elsewhere it is a subject, and a word inside a longer name stays that name.
    expect(brief('a bear holding a balloon')).toMatchObject({ main: 'bear', relation: 'holding', object: 'balloon' })
    expect(brief('a crystal ball')).toMatchObject({ main: 'crystal ball', modifiers: [] })
  })
})

describe("a word's own sense", () => {
  const picture = (prompt: string) => {
    const main = planScene(prompt).main
    return main?.drawing ?? main?.icon
  }
  it('draws a baseball bat, the crane bird, a dragonfly and bamboo, not the animal bat, the machine, a butterfly or a herb', () => {
    expect(picture('a baseball bat and a ball')).toBe('baseball-bat')
    expect(picture('a vampire bat under the moon')).toBe('bat')
    expect(picture('a crane standing in a pond')).toBe('crane-bird')
    expect(picture('a heron by the lake')).toBe('crane-bird')
    expect(picture('a construction crane')).toBe('building-construction')
    expect(picture('a dragonfly over a pond')).toBe('dragonfly')
    expect(planScene('a panda eating bamboo').others[0]).toMatchObject({ noun: 'bamboo', drawing: 'bamboo' })
  })
})

describe('made of a thing read as a setting', () => {
  it('still pictures the material ("made of stars": starry is a time of day)', () => {
    expect(planScene('a whale made of stars at night').main?.material).toMatchObject({ noun: 'star', icon: 'star' })
  })
})
