import { describe, expect, it } from 'vitest'
import { planScene } from '../plan/scene-plan.ts'
import { arrangeScene } from './scene-draw.ts'

const arranged = (prompt: string) => arrangeScene(planScene(prompt), false)
const pictures = (prompt: string) => arranged(prompt).figures.map((fig) => fig.picture)

describe('what the picture shows beyond the nouns', () => {
  it('waters the plants from a can: the holder, the can raised and tipped, two potted plants under its spout, drops', () => {
    const plan = planScene('robot watering plants')
    expect(plan.others.map((o) => [o.noun, o.relation])).toEqual([
      ['watering can', 'holding'],
      ['plant', 'holding'],
    ])
    const scene = arranged('robot watering plants')
    const [robot, can, ...plants] = scene.figures
    expect([robot.picture, can.picture, ...plants.map((p) => p.picture)]).toEqual([
      'robot',
      'watering-can',
      'potted-plant',
      'potted-plant',
    ])
    expect(can.rotate).toBeGreaterThan(0)
    expect(can.bottom).toBeLessThan(robot.bottom - 100)
    for (const plant of plants) expect(plant.x).toBeGreaterThan(can.x)
    expect(scene.marks).toContain('#2f8fdc')
  })

  it('draws roses as roses, three round the skull when the prompt says roses, and one for a rose', () => {
    expect(pictures('skull with roses')).toEqual(['rose', 'rose', 'skull', 'rose'])
    expect(pictures('a skull with a rose')).toEqual(['skull', 'rose'])
  })

  it('draws a vintage or retro motorcycle in its own shape, a modern one as the icon set has it', () => {
    expect(pictures('vintage motorcycle')).toEqual(['vintage-motorcycle'])
    expect(pictures('a retro motorbike')).toEqual(['vintage-motorcycle'])
    expect(pictures('a motorcycle')).toEqual(['motorcycle'])
    expect(planScene('vintage motorcycle').main?.modifiers).toEqual(['vintage'])
  })

  it('draws vintage and retro cars, bicycles, cameras, phones, aeroplanes, vans and radios in their period shapes', () => {
    expect(pictures('vintage car')).toEqual(['vintage-car'])
    expect(pictures('a vintage bicycle')).toEqual(['penny-farthing'])
    expect(pictures('retro camera')).toEqual(['tlr-camera'])
    expect(pictures('retro phone')).toEqual(['rotary-phone'])
    expect(pictures('a vintage airplane')).toEqual(['biplane'])
    expect(pictures('vintage camper van')).toEqual(['camper-van'])
    expect(pictures('vintage radio')).toEqual(['cathedral-radio'])
    expect(pictures('a fox driving a vintage car')).toEqual(['vintage-car', 'fox'])
    // Without the word, today's shapes of the icon set.
    expect(pictures('a car')).toEqual(['automobile'])
    expect(pictures('a bicycle')).toEqual(['bicycle'])
    expect(pictures('a phone')).toEqual(['mobile-phone'])
  })

  it('draws the old things named by their own word, and flying a vehicle as riding it', () => {
    expect(pictures('a typewriter')).toEqual(['typewriter'])
    expect(pictures('a penny-farthing')).toEqual(['penny-farthing'])
    expect(planScene('a dog flying a biplane')).toMatchObject({ relation: 'riding', main: { noun: 'dog' } })
    expect(planScene('a boy flying a kite').relation).toBe('holding')
  })

  it('reads a mountain bike trail as a mountain bike in the hills', () => {
    const plan = planScene('mountain bike trail at dusk')
    expect(plan.main).toMatchObject({ noun: 'mountain bike', drawing: 'mountain-bike' })
    expect(plan.setting).toEqual({ place: 'mountains', time: 'dusk' })
  })

  it('draws a sleeping cat curled up, with its snores, and an awake one standing', () => {
    expect(pictures('text: Born to Nap, with a sleeping cat')).toEqual(['sleeping-cat'])
    expect(arranged('a cat asleep').marks).toContain('>Z</text>')
    expect(pictures('a cat')).toEqual(['cat'])
  })

  it('puts who rides in a rocket at its porthole, their faces inside the glass', () => {
    const scene = arranged('two cats in a rocket ship')
    expect(scene.figures.map((fig) => fig.picture)).toEqual(['rocket'])
    expect(scene.marks).toContain('clip-path="url(#pw-glass)"')
    expect(scene.marks.match(/<svg /g)).toHaveLength(2)
  })

  it("sits a teacup's sitter in the cup, stands a vase on its table and hugs a tree round its trunk", () => {
    const [cat, cup] = arranged('a cat drinking tea in a teacup').figures
    expect([cat!.picture, cup!.picture]).toEqual(['cat', 'teacup-without-handle'])
    // Drawn behind the cup, its lower part hidden below the cup's rim.
    expect(cat!.bottom).toBeGreaterThan(cup!.bottom - cup!.size * 0.6)
    const [table, vase] = arranged('a vase of flowers on a table').figures
    expect([table!.picture, vase!.picture]).toEqual(['table', 'vase-of-flowers'])
    expect(vase!.bottom).toBeLessThan(table!.bottom - table!.size * 0.5)
    const [tree, koala] = arranged('a koala hugging a tree').figures
    expect([tree!.picture, koala!.picture]).toEqual(['deciduous-tree', 'koala'])
    expect(Math.abs(koala!.x - tree!.x)).toBeLessThan(tree!.size * 0.1)
  })

  it('draws as many players as the prompt counts, each playing', () => {
    expect(pictures('two soccer players')).toEqual(['person-standing', 'person-standing', 'soccer-ball'])
    expect(pictures('a guitarist on stage')).toEqual(['person-standing', 'guitar', 'stage'])
  })

  it('puts a fisherman in his boat with the rod at hand, and a space suit round the head', () => {
    expect(planScene('a fisherman in a boat').others.map((o) => [o.noun, o.relation])).toEqual([
      ['fishing rod', 'holding'],
      ['boat', 'in'],
    ])
    // Where he is comes first in the picture: the boat, him in it, the rod at his hand.
    expect(pictures('a fisherman in a boat')).toEqual(['man', 'canoe', 'fishing-pole'])
    expect(planScene('a pug in a space suit').others[0]).toMatchObject({ noun: 'spacesuit', relation: 'wearing' })
  })

  it('burns a campfire beside who sits by it, smaller than them, not tall behind them', () => {
    const [bear, fire] = arranged('a bear by a campfire').figures
    expect([bear!.picture, fire!.picture]).toEqual(['bear', 'fire'])
    expect(fire!.size).toBeLessThan(bear!.size)
  })

  it('scatters several chased things ahead of the chaser, not one', () => {
    expect(pictures('a fox chasing butterflies')).toEqual(['butterfly', 'butterfly', 'fox'])
    expect(pictures('a dog chasing three cats')).toEqual(['cat', 'cat', 'cat', 'dog'])
    expect(pictures('a dog chasing a ball')).toHaveLength(2)
  })
})
