import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { STYLES } from '../../styles.ts'
import { renderIllustration as renderPlanned, type IllustrationInput } from './illustration.ts'
import { sceneFor } from './illustration-scenery.ts'
import { arrangeScene } from './scene-draw.ts'
import { facingOf } from './scene-drawings.ts'
import { planScene } from '../plan/scene-plan.ts'
import { drawDesign, restylePhoto } from '../offline.server.ts'
import { iconMarkup } from './icon-art.ts'

/** The illustration of a prompt, planned as the generator plans it. */
const renderIllustration = (input: Omit<IllustrationInput, 'plan'>) => renderPlanned({ ...input, plan: planScene(input.prompt) })

async function small(png: Buffer) {
  return sharp(png).resize(64, 64).ensureAlpha().raw().toBuffer()
}

function difference(a: Buffer, b: Buffer) {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i])
  return sum / a.length
}

/** The first path of an icon, as it appears in any SVG that draws it. */
function signature(icon: string) {
  return iconMarkup(icon, '').body.match(/ d="([^"]{20,60})/)![1]
}

describe('illustrated designs', () => {
  it('lays the scenery behind, the main subject in front and the read book at its front', () => {
    const arranged = (prompt: string) => arrangeScene(planScene(prompt), false).figures
    const [tree, fox, book] = arranged('a fox reading a book under an oak tree')
    expect([tree, fox, book].map((p) => p.picture)).toEqual(['deciduous-tree', 'fox', 'open-book'])
    expect(tree.size).toBeGreaterThan(fox.size)
    expect(book.size).toBeLessThan(fox.size)
    // The fox faces the viewer and holds the book on its right, overlapping its body.
    expect(Math.abs(book.x - fox.x)).toBeLessThan(fox.size / 2)
    // A cat on a motorbike sits on it: above the bike's bottom, overlapping it, facing the same way.
    const [bike, cat] = arranged('a cat on a motorbike')
    expect(bike.picture).toBe('motorcycle')
    expect(cat.bottom).toBeLessThan(bike.bottom)
    expect(cat.bottom).toBeGreaterThan(bike.bottom - bike.size)
    expect(Boolean(cat.flip)).toBe(Boolean(bike.flip))
  })

  it('shows the relation: fighters face each other and overlap, a ball flies above the player, a kitten sits in its cup', () => {
    const arranged = (prompt: string) => arrangeScene(planScene(prompt), false)
    const fight = arranged('a knight fighting a dragon')
    const [knight, dragon] = fight.figures
    expect(knight.picture).toBe('knight')
    expect(dragon.picture).toBe('dragon')
    expect(knight.x).toBeLessThan(dragon.x)
    // Each looks at the other: the dragon, drawn facing left, stays; the knight's sword points right.
    const looks = (fig: { picture: string; flip?: boolean }) => {
      const drawn = facingOf(fig.picture)
      return fig.flip ? (drawn === 'left' ? 'right' : 'left') : drawn
    }
    expect(looks(knight)).toBe('right')
    expect(looks(dragon)).toBe('left')
    expect(knight.x + knight.size / 2).toBeGreaterThan(dragon.x - dragon.size / 2)
    expect(fight.marks).toContain('<polygon')
    const [giraffe, ball] = arranged('a giraffe playing basketball').figures
    expect(ball.picture).toBe('basketball')
    expect(ball.bottom).toBeLessThan(giraffe.bottom - giraffe.size * 0.8)
    // The giraffe faces left, so the ball is on its left.
    expect(ball.x).toBeLessThan(giraffe.x)
    const [kitten, cup] = arranged('a kitten in a teacup').figures
    expect(cup.picture).toBe('teacup-without-handle')
    // Drawn behind the cup, its lower half hidden by it.
    expect(kitten.bottom).toBeLessThan(cup.bottom)
    expect(kitten.bottom).toBeGreaterThan(cup.bottom - cup.size)
  })

  it('sits a head-and-shoulders rider on its mount’s back, and draws counted riders and fighters', () => {
    const arranged = (prompt: string) => arrangeScene(planScene(prompt), false).figures
    // A girl (a head and shoulders) on a cat: smaller than a rider with legs, and high on the back, not before it.
    const [cat, girl] = arranged('a girl riding a giant cat')
    expect([cat.picture, girl.picture]).toEqual(['cat', 'girl'])
    expect(girl.size).toBeLessThan(cat.size * 0.5)
    expect(girl.bottom).toBeLessThan(cat.bottom - cat.size * 0.55)
    expect(girl.bottom).toBeGreaterThan(cat.bottom - cat.size * 0.75)
    const [horse, knight] = arranged('a knight riding a horse')
    expect(knight.size).toBeCloseTo(horse.size * 0.6)
    // Three cowboys on horses: a horse each. Two cats on one horse: both on its back.
    const posse = arranged('three cowboys riding horses').map((fig) => fig.picture)
    expect(posse.filter((p) => p === 'horse')).toHaveLength(3)
    expect(posse.filter((p) => p === 'cowboy-hat-face')).toHaveLength(3)
    const [mount, ...cats] = arranged('two cats riding a horse')
    expect(mount.picture).toBe('horse')
    expect(cats.map((fig) => fig.picture)).toEqual(['cat', 'cat'])
    for (const rider of cats) expect(rider.bottom).toBeLessThan(mount.bottom - mount.size * 0.3)
    // Two knights side by side, both facing the dragon, left of it.
    const fight = arranged('two knights fighting a dragon')
    const knights = fight.filter((fig) => fig.picture === 'knight')
    const dragon = fight.find((fig) => fig.picture === 'dragon')!
    expect(knights).toHaveLength(2)
    for (const k of knights) {
      expect(k.x).toBeLessThan(dragon.x)
      expect(facingOf(k.picture) === 'right' ? !k.flip : Boolean(k.flip)).toBe(true)
    }
  })

  it('draws the setting and letters the requested words', () => {
    const storm = renderIllustration({ prompt: 'a lighthouse in a storm', style: 'Flat Design', shirtHex: '#ffffff' })
    expect(storm.icons).toEqual(['lighthouse'])
    // Rain streaks and a lightning bolt in yellow, no sun.
    expect(storm.svg).toContain('#ffe14d')
    expect((storm.svg.match(/<line /g) ?? []).length).toBeGreaterThan(30)
    const mug = renderIllustration({
      prompt: 'coffee cup with steam, text: Monday again',
      style: 'Watercolor',
      shirtHex: '#ffffff',
    })
    expect(mug.svg).toMatch(/<text [^>]*>Monday again<\/text>/)
    expect(mug.icons).toEqual(['hot-beverage'])
    // The words are lettered, not traced: never in the subjects-only picture that Line Art outlines.
    const line = renderIllustration({ prompt: 'a fox, text: Stay <wild> & free', style: 'Line Art', shirtHex: '#111111' })
    expect(line.svg).toContain('>Stay &lt;wild&gt;</text>')
    expect(line.svg).toContain('>&amp; free</text>')
    expect(line.subjectsSvg).not.toContain('<text')
  })

  it('letters the words on a sign the subject holds, instead of on a ribbon', () => {
    const { svg, icons } = renderIllustration({
      prompt: 'a panda holding a sign that says "Free hugs"',
      style: 'Flat Design',
      shirtHex: '#ffffff',
    })
    expect(icons).toEqual(['panda', 'sign'])
    const [text] = svg.match(/<text [^>]*>Free hugs<\/text>/) ?? []
    expect(text).toBeDefined()
    // Centred on the sign's board, which is held up at the panda's side, above the ribbon's place.
    expect(Number(text!.match(/ y="([\d.]+)"/)![1])).toBeLessThan(600)
    expect(svg.match(/<text /g)).toHaveLength(1)
  })

  it('picks a scene from the prompt', () => {
    expect(sceneFor('a neon samurai cat on a motorbike')).toEqual({ kind: 'city', night: true })
    expect(sceneFor('a fox under an oak tree')).toEqual({ kind: 'forest', night: false })
    expect(sceneFor('an astronaut surfing a wave').kind).toBe('space')
  })

  it.each(STYLES)('draws the matched illustrations in the %s style', (style) => {
    const { svg, subjectsSvg, icons } = renderIllustration({
      prompt: 'a fox reading a book under an oak tree',
      style,
      shirtHex: '#ffffff',
    })
    expect(icons).toEqual(['deciduous-tree', 'fox', 'open-book'])
    // Line Art traces the subjects in pixels from their own drawing; every other style draws them in its SVG.
    const drawn = style === 'Line Art' ? subjectsSvg : svg
    for (const icon of icons) expect(drawn).toContain(signature(icon))
  })

  it('gives each style its own treatment of the same subjects', async () => {
    const images = await Promise.all(
      STYLES.map((style) => drawDesign('a neon samurai cat on a motorbike', style, 'image', '#1f2a44').then(small)),
    )
    for (let i = 0; i < images.length; i++) {
      for (let j = i + 1; j < images.length; j++) {
        expect(difference(images[i], images[j]), `${STYLES[i]} vs ${STYLES[j]}`).toBeGreaterThan(4)
      }
    }
  }, 120_000)

  it('changes the picture with the subject in every style (the illustration is really drawn)', async () => {
    for (const style of STYLES) {
      const [fox, whale] = await Promise.all([
        drawDesign('a fox', style, 'image', '#ffffff'),
        drawDesign('a whale', style, 'image', '#ffffff'),
      ])
      expect(difference(await small(fox), await small(whale)), style).toBeGreaterThan(2)
    }
  }, 120_000)

  it('traces Line Art in one ink that contrasts with the shirt, on a transparent background', async () => {
    const { data, info } = await sharp(await drawDesign('a fox', 'Line Art', 'image', '#111111'))
      .raw()
      .toBuffer({ resolveWithObject: true })
    let ink = 0
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i + 3] > 200) {
        ink++
        expect(data[i]).toBeGreaterThan(200)
      }
    }
    expect(ink).toBeGreaterThan(5_000)
    expect(ink).toBeLessThan((info.width * info.height) / 5)
  })

  it('keeps Text-Only designs typographic: no illustration', async () => {
    const text = await drawDesign('Stay wild fox', 'Flat Design', 'text', '#ffffff')
    const image = await drawDesign('Stay wild fox', 'Flat Design', 'image', '#ffffff')
    expect(difference(await small(text), await small(image))).toBeGreaterThan(5)
  })
})

describe('restyled uploads', () => {
  it('treats a photo differently in each of the ten styles', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 210, g: 120, b: 60 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="120" fill="#6fa8dc"/><circle cx="200" cy="160" r="80" fill="#2a3b8f"/><rect x="60" y="200" width="90" height="70" fill="#f4e04d"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer()
    const images = await Promise.all(STYLES.map((style) => restylePhoto(photo, style, '#ffffff').then(small)))
    for (let i = 0; i < images.length; i++) {
      for (let j = i + 1; j < images.length; j++) {
        expect(difference(images[i], images[j]), `${STYLES[i]} vs ${STYLES[j]}`).toBeGreaterThan(3)
      }
    }
  }, 120_000)
})
