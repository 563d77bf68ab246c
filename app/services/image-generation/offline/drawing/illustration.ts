// The offline generator's picture for an Image Design: the prompt's subjects (real illustrations,
// see subjects.ts) laid out in a scene and drawn in one of the ten styles. Pure: strings in, an SVG
// string out; styles that need pixel work (line extraction, paper grain, scanlines) finish in treatments.ts.
import type { Style } from '../../styles.ts'
import { arrangeScene, eachFigureMarkup, signLettering } from './scene-draw.ts'
import type { ScenePlan, SceneSetting } from '../plan/types.ts'
import {
  CX,
  CY,
  filterBox,
  GROUND,
  PALETTES,
  R,
  sceneFor,
  sceneLayers,
  silhouette,
  SIZE,
  skyline,
  stars,
  toneFilter,
} from './illustration-scenery.ts'
import { ghibli } from './ghibli-style.ts'
import { minimalistSubjects } from './minimalist-style.ts'
import { photograph } from './photo-style.ts'
import { backdropKind, isOffWorld, settingMarks, settingPalette, textBanner } from './scene-setting.ts'
import { f, luminance, mix, seededRandom } from './svg.ts'

export interface IllustrationInput {
  prompt: string
  /** The prompt's scene plan (plan/scene-plan.ts). */
  plan: ScenePlan
  style: Style
  shirtHex: string
}

export interface Illustration {
  svg: string
  /** The icons drawn, for tests and logs. */
  icons: string[]
  /** A second picture of the subjects alone (for styles finished in pixels, such as Line Art). */
  subjectsSvg: string
}

/** The SVG of an Image Design: scene, subjects and the style's treatment. */
export function renderIllustration(input: IllustrationInput): Illustration {
  const { style, shirtHex } = input
  const random = seededRandom(`${input.prompt}|${style}`)
  const plan = withEmblem(input.plan, input.prompt)
  const scene = { kind: backdropKind(plan.setting, sceneFor(input.prompt).kind), night: isNight(plan.setting, input.prompt) }
  const arranged = arrangeScene(plan, plan.text !== null)
  const p = settingPalette(scene.night ? PALETTES[style].night : PALETTES[style].day, plan.setting, scene.kind, style)
  // Each subject's markup (Minimalist colours them one by one); the others draw them all, marks on top.
  const figures = eachFigureMarkup(arranged, plan, 's')
  const art = figures.join('') + arranged.marks
  const [far, mid, near] = sceneLayers(scene.kind, random)
  const ground = Math.max(...arranged.figures.map((q) => q.bottom))
  const shadow = arranged.figures
    .filter((q) => q.bottom >= ground - 10)
    .map((q) => `<ellipse cx="${f(q.x)}" cy="${f(q.bottom - 6)}" rx="${f(q.size * 0.36)}" ry="${f(q.size * 0.05)}"/>`)
    .join('')
  const clip = `<clipPath id="badge"><circle cx="${CX}" cy="${CY}" r="${R}"/></clipPath>`
  const ink = luminance(shirtHex) > 0.55 ? '#1d1d22' : '#f5f3ee'
  const inkOnly = style === 'Line Art'
  // The setting's marks (weather, moon and stars, bubbles…) sit behind the subjects, inside the badge. Styles with
  // no badge drawn draw them a little smaller, fading out towards the badge's edge, so no cloud or moon is cut there.
  const marks = settingMarks(plan.setting, scene.kind, random, inkOnly ? ink : null)
  const badgeless = style === 'Studio Lighting' || style === 'Minimalist' || style === 'Isometric'
  const behind = badgeless
    ? `<g mask="url(#edge)"><g transform="translate(${CX} ${CY}) scale(0.86) translate(${-CX} ${-CY})">${marks}</g></g>`
    : `<g clip-path="url(#badge)">${marks}</g>`
  const edge = badgeless
    ? `<radialGradient id="edgeFade" gradientUnits="userSpaceOnUse" cx="${CX}" cy="${CY}" r="${R}"><stop offset="0.82" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient><mask id="edge" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="url(#edgeFade)"/></mask>`
    : ''
  // Words go on the sign the subject holds, if it holds one, and otherwise on a ribbon.
  const onSign = plan.text ? signLettering(arranged, plan.text, style === 'Line Art' ? ink : '#3a2a1a') : null
  const banner = plan.text ? (onSign ?? textBanner(plan.text, style, shirtHex, p)) : ''
  const render = (defs: string, body: string, lettering = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${clip}${edge}${defs}</defs>${body}${lettering}</svg>`
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>`
  const layers = (opacity = 1) =>
    `<path d="${far}" fill="${p.far}" opacity="${opacity}"/><path d="${mid}" fill="${p.mid}" opacity="${opacity}"/><path d="${near}" fill="${p.near}" opacity="${opacity}"/>`
  const subjectsSvg = render('', art)
  const icons = arranged.figures.map((q) => q.picture)

  const renderWith = (defs: string, body: string) => render(defs, body, banner)
  // White fair-weather clouds belong to a daytime sky above ground, not under water, in space or in a storm.
  const fairWeatherSky = scene.kind !== 'underwater' && !isOffWorld(scene.kind) && !plan.setting.weather
  let svg: string
  switch (style) {
    case 'Ghibli-inspired': {
      // A painted anime background (ghibli-style.ts): towering clouds shaded underneath, brushy layered hills in warm
      // light; the subjects cel-shaded (a hard-edged shadow tone away from the sun) with a thin warm-brown line.
      const painted = ghibli({ night: scene.night, fairWeatherSky, layers: layers(), random })
      svg = renderWith(
        `${sky}${painted.defs}`,
        `<g clip-path="url(#badge)"><rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/>${painted.sky}${scene.night ? stars(random, 40, '#fff8d0') : ''}${painted.land}${behind}</g>
        <circle cx="${CX}" cy="${CY}" r="${R}" fill="none" stroke="#fff8e6" stroke-width="14"/>
        <g fill="#1f3b2a" opacity="0.25">${shadow}</g><g filter="url(#cel)">${art}</g>`,
      )
      break
    }
    case 'Hyper-realistic': {
      // A photograph, not a toy (photo-style.ts): the scene out of focus, the subjects lit and textured.
      const sunlit = plan.setting.time === 'sunny' || plan.setting.time === 'dusk' || plan.setting.time === 'dawn'
      const photo = photograph({ p, night: scene.night, sunlit, kind: scene.kind, layers: layers(), behind, shadow, art, random })
      svg = renderWith(photo.defs, photo.body)
      break
    }
    case 'Studio Lighting': {
      // One spotlight that fades into the shirt (no backdrop with edges, which would print as a box), a pool of
      // shadow and a glossy reflection on the floor, a rim of light around the subjects, and a key light from the top
      // left that models them (lit side, a falloff into shade, a specular highlight). The light is the
      // shirt's own colour lifted: grey on dark shirts, a faint warm glow on light ones.
      // A cone of light falls from the lamp above onto the floor, fading to clear at its sides and foot.
      const spot = luminance(shirtHex) > 0.55 ? mix(shirtHex, '#cfc5b0', 0.75) : mix(shirtHex, '#8a8a99', 0.7)
      const cone = `<path d="M${CX - 70},${CY - R + 10} L${CX + 70},${CY - R + 10} L${CX + 300},${GROUND + 20} L${CX - 300},${GROUND + 20} Z" fill="url(#beam)" filter="url(#blur)"/>`
      svg = renderWith(
        `<radialGradient id="spot" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="${spot}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${spot}" stop-opacity="0.35"/><stop offset="1" stop-color="${spot}" stop-opacity="0"/></radialGradient>
        <radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
        <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spot}" stop-opacity="0.9"/><stop offset="0.8" stop-color="${spot}" stop-opacity="0.45"/><stop offset="1" stop-color="${spot}" stop-opacity="0"/></linearGradient>
        <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/></linearGradient>
        <mask id="reflect"><rect x="0" y="${GROUND}" width="${SIZE}" height="${SIZE - GROUND}" fill="url(#fade)"/></mask>
        <filter id="rim" ${filterBox}><feGaussianBlur in="SourceAlpha" stdDeviation="2.5"/><feComponentTransfer result="fat"><feFuncA type="linear" slope="20" intercept="0"/></feComponentTransfer><feFlood flood-color="#fff6e0"/><feComposite in2="fat" operator="in"/><feGaussianBlur stdDeviation="6"/><feComposite in="SourceGraphic" operator="over" result="withrim"/>
          <feGaussianBlur in="SourceAlpha" stdDeviation="20" result="relief"/><feDiffuseLighting in="relief" surfaceScale="16" diffuseConstant="1.3" lighting-color="#ffffff" result="light"><feSpotLight x="250" y="80" z="520" pointsAtX="540" pointsAtY="560" pointsAtZ="0" specularExponent="6" limitingConeAngle="55"/></feDiffuseLighting>
          <feComposite in="withrim" in2="light" operator="arithmetic" k1="1.3" k2="0" k3="0" k4="0" result="keyed"/>
          <feSpecularLighting in="relief" surfaceScale="16" specularConstant="0.7" specularExponent="30" lighting-color="#ffffff" result="gloss"><feSpotLight x="250" y="80" z="520" pointsAtX="540" pointsAtY="560" pointsAtZ="0" specularExponent="6" limitingConeAngle="55"/></feSpecularLighting>
          <feComposite in="gloss" in2="SourceAlpha" operator="in" result="sheen"/><feComposite in="sheen" in2="keyed" operator="arithmetic" k2="0.5" k3="1"/><feComposite in2="SourceAlpha" operator="in"/></filter>
        <filter id="blur" ${filterBox}><feGaussianBlur stdDeviation="12"/></filter>`,
        `<circle cx="${CX}" cy="${CY}" r="${R}" fill="url(#spot)"/>${cone}<ellipse cx="${CX}" cy="${GROUND + 10}" rx="${R - 60}" ry="70" fill="url(#floor)"/>
        ${behind}<g mask="url(#reflect)"><g transform="translate(0 ${2 * GROUND}) scale(1 -1)">${art}</g></g>
        <g fill="#000" opacity="0.8" filter="url(#blur)">${shadow}</g><g filter="url(#rim)">${art}</g>`,
      )
      break
    }
    case 'Minimalist': {
      // No scene: one ground line, each subject in three flat tones of its own colour, a gap where they overlap.
      const subjects = minimalistSubjects({
        figures,
        marks: arranged.marks,
        night: scene.night,
        shirtHex,
      })
      svg = renderWith(
        subjects.defs,
        `<line x1="${CX - 330}" y1="${GROUND + 4}" x2="${CX + 330}" y2="${GROUND + 4}" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>
        ${behind}<g transform="translate(${CX} ${GROUND}) scale(0.82) translate(${-CX} ${-GROUND})">${subjects.body}</g>`,
      )
      break
    }
    case 'Isometric': {
      // A floating isometric diorama block: the subjects stand on its top face as thick cut-outs,
      // each casting a skewed shadow along the 30-degree grid. The block ends inside the picture (its lowest
      // corner at y 1006 of 1024) and the shadows fall on its top face only, so nothing is cut at the edge.
      const top = GROUND - 50
      const w = 340
      const h = w * Math.tan(Math.PI / 6)
      const depth = 70
      const face = `M${CX},${top - h} L${CX + w},${top} L${CX},${top + h} L${CX - w},${top} Z`
      const grid = Array.from({ length: 7 }, (_, i) => {
        const t = (i + 1) / 8
        return `<path d="M${f(CX - w + w * t)},${f(top - h * t)} L${f(CX + w * t)},${f(top + h - h * t)} M${f(CX + w - w * t)},${f(top - h * t)} L${f(CX - w * t)},${f(top + h - h * t)}" />`
      }).join('')
      const thick = Array.from(
        { length: 10 },
        (_, i) => `<g transform="translate(${10 - i} ${i - 10})" filter="url(#side)">${art}</g>`,
      ).join('')
      svg = renderWith(
        `${silhouette('side', mix(p.near, '#000000', 0.35))}${silhouette('cast', '#000000')}<clipPath id="tile"><path d="${face}"/></clipPath>`,
        `<path d="M${CX - w},${top} L${CX},${top + h} L${CX},${top + h + depth} L${CX - w},${top + depth} Z" fill="${p.near}"/>
        <path d="M${CX + w},${top} L${CX},${top + h} L${CX},${top + h + depth} L${CX + w},${top + depth} Z" fill="${mix(p.near, '#000000', 0.3)}"/>
        <path d="${face}" fill="${p.mid}"/><g stroke="${mix(p.mid, '#ffffff', 0.3)}" stroke-width="3" opacity="0.7">${grid}</g>
        <g clip-path="url(#tile)"><g opacity="0.28" transform="translate(${CX} ${GROUND}) matrix(1 0 -1.2 0.45 0 0) translate(${-CX} ${-GROUND})" filter="url(#cast)">${art}</g></g>
        ${behind}${thick}${art}`,
      )
      break
    }
    case 'Flat Design': {
      // A solid disc, flat hills, and a long 45-degree shadow behind the subjects; no gradients.
      const longShadow = Array.from(
        { length: 40 },
        (_, i) => `<g transform="translate(${(i + 1) * 6} ${(i + 1) * 6})">${art}</g>`,
      ).join('')
      svg = renderWith(
        silhouette('flat', '#000000'),
        `<g clip-path="url(#badge)"><rect width="${SIZE}" height="${SIZE}" fill="${p.sky[0]}"/>${layers()}${behind}<g opacity="0.18" filter="url(#flat)">${longShadow}</g></g>${art}`,
      )
      break
    }
    case 'Watercolor': {
      // Soft washes that bleed past their shapes, subjects with pigment pooled at their edges; the
      // wobble of wet paint and the paper grain are added in pixels afterwards (treatments.ts).
      svg = renderWith(
        `${sky}<filter id="wash" ${filterBox}><feGaussianBlur stdDeviation="9"/></filter>
        <filter id="paint" ${filterBox} color-interpolation-filters="sRGB"><feGaussianBlur in="SourceGraphic" stdDeviation="1.2" result="soft"/>
          <feGaussianBlur in="SourceAlpha" stdDeviation="1.5"/><feComponentTransfer result="inner"><feFuncA type="linear" slope="20" intercept="-19"/></feComponentTransfer><feComposite in="SourceAlpha" in2="inner" operator="out" result="edge"/><feGaussianBlur in="edge" stdDeviation="2" result="edgeSoft"/><feFlood flood-color="#3a2a4a" flood-opacity="0.35"/><feComposite in2="edgeSoft" operator="in" result="pool"/>
          <feComponentTransfer in="soft" result="light"><feFuncR type="linear" slope="0.8" intercept="0.2"/><feFuncG type="linear" slope="0.8" intercept="0.2"/><feFuncB type="linear" slope="0.8" intercept="0.18"/><feFuncA type="linear" slope="0.92"/></feComponentTransfer><feMerge><feMergeNode in="light"/><feMergeNode in="pool"/></feMerge></filter>`,
        `<g filter="url(#wash)" opacity="0.85"><circle cx="${CX}" cy="${CY}" r="${R - 30}" fill="url(#sky)"/><g clip-path="url(#badge)">${layers(0.75)}</g></g>${behind}<g filter="url(#paint)">${art}</g>`,
      )
      break
    }
    case 'Cyberpunk': {
      // Night city in magenta and cyan: a striped neon sun, a perspective grid, halftone dots in the sky,
      // the subjects recoloured in neon tones with a glowing outline. Scanlines are added in pixels.
      const gridLines =
        Array.from({ length: 13 }, (_, i) => `<line x1="${CX}" y1="700" x2="${CX - 900 + i * 150}" y2="${SIZE}"/>`).join('') +
        Array.from(
          { length: 7 },
          (_, i) => `<line x1="0" y1="${700 + Math.pow(i + 1, 1.7) * 9}" x2="${SIZE}" y2="${700 + Math.pow(i + 1, 1.7) * 9}"/>`,
        ).join('')
      const stripes = Array.from(
        { length: 6 },
        (_, i) => `<rect x="${CX - 200}" y="${CY - 20 + i * 26}" width="400" height="${4 + i * 3}" fill="${p.sky[0]}"/>`,
      ).join('')
      svg = renderWith(
        `${sky}<linearGradient id="sunG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe14d"/><stop offset="1" stop-color="#ff2bd6"/></linearGradient>
        <pattern id="dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="3.2" fill="#ff2bd6" opacity="0.35"/></pattern>
        ${toneFilter('neon', ['#1a0536', '#7b1fff', '#ff2bd6', '#00e5ff', '#f4fbff'], '<feComposite in2="SourceAlpha" operator="in" result="tone"/>')}
        <filter id="glow" ${filterBox}><feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feComponentTransfer result="fat"><feFuncA type="linear" slope="20" intercept="0"/></feComponentTransfer><feComposite in="fat" in2="SourceAlpha" operator="out" result="ring"/><feFlood flood-color="#00e5ff"/><feComposite in2="ring" operator="in" result="line"/><feGaussianBlur in="line" stdDeviation="9" result="blurred"/><feMerge><feMergeNode in="blurred"/><feMergeNode in="blurred"/><feMergeNode in="line"/></feMerge></filter>`,
        `<g clip-path="url(#badge)"><rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/><rect width="${SIZE}" height="680" fill="url(#dots)"/><circle cx="${CX}" cy="${CY + 40}" r="200" fill="url(#sunG)"/>${stripes}
        <path d="${skyline(random, 700, 260)}" fill="#0a0016"/><path d="${skyline(random, 700, 140)}" fill="#1a0536" opacity="0.9"/><rect y="700" width="${SIZE}" height="${SIZE - 700}" fill="#0a0016"/><g stroke="#ff2bd6" stroke-width="3" opacity="0.8">${gridLines}</g></g>
        ${behind}<circle cx="${CX}" cy="${CY}" r="${R}" fill="none" stroke="#00e5ff" stroke-width="6"/><g filter="url(#glow)">${art}</g><g filter="url(#neon)">${art}</g>`,
      )
      break
    }
    case 'Paper Cut-Out': {
      // Stacked paper layers, each casting a shadow on the one behind; the subjects cut from a few
      // flat papers with a white cut margin.
      const shadowed = (d: string, fill: string) => `<path d="${d}" fill="${fill}" filter="url(#paper)"/>`
      svg = renderWith(
        `<filter id="paper" ${filterBox}><feDropShadow dx="0" dy="-8" stdDeviation="7" flood-opacity="0.35"/></filter>
        ${toneFilter(
          'cut',
          [mix(p.near, '#000000', 0.3), p.near, p.sun, '#ffffff'].map((c) => c),
          `<feComposite in2="SourceAlpha" operator="in" result="tone"/><feGaussianBlur in="SourceAlpha" stdDeviation="4.5"/><feComponentTransfer result="fat"><feFuncA type="linear" slope="20" intercept="0"/></feComponentTransfer><feFlood flood-color="#fffdf7"/><feComposite in2="fat" operator="in" result="margin"/><feDropShadow in="margin" dx="6" dy="10" stdDeviation="6" flood-opacity="0.45" result="card"/><feMerge><feMergeNode in="card"/><feMergeNode in="tone"/></feMerge>`,
        )}`,
        `<g clip-path="url(#badge)"><rect width="${SIZE}" height="${SIZE}" fill="${p.sky[0]}"/><circle cx="${CX}" cy="${CY}" r="${R - 40}" fill="${mix(p.sky[0], '#ffffff', 0.35)}" filter="url(#paper)"/>
        ${shadowed(far, p.far)}${shadowed(mid, p.mid)}${shadowed(near, p.near)}${behind}</g><circle cx="${CX}" cy="${CY}" r="${R}" fill="none" stroke="#fffdf7" stroke-width="16"/><g filter="url(#cut)">${art}</g>`,
      )
      break
    }
    case 'Line Art': {
      // The subjects' own outlines are traced in pixels (treatments.ts); the scene is a few strokes, bolder in
      // light ink on a dark shirt. The strokes and marks behind the subjects stop at their edge instead of running
      // through them, as a pen drawing leaves what is hidden undrawn: a mask cut in the subjects' shape, so the
      // shirt shows there, whatever its colour. Their traced outlines then go on top.
      svg = renderWith(
        `<style>.knockout * { fill: #000 !important; stroke: #000 !important; opacity: 1 !important }</style><mask id="hidden" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#fff"/><g class="knockout">${art}</g></mask>`,
        `<g mask="url(#hidden)"><g fill="none" stroke="${ink}" stroke-width="${luminance(shirtHex) > 0.55 ? 6 : 9}" stroke-linecap="round"><circle cx="${CX}" cy="${CY}" r="${R}"/><line x1="${CX - 300}" y1="${GROUND + 6}" x2="${CX + 300}" y2="${GROUND + 6}"/></g>${behind}</g>`,
      )
      break
    }
  }
  return { svg, icons, subjectsSvg }
}

/** The plan as drawn: a prompt with nothing drawable gets its scene's own emblem. */
function withEmblem(plan: ScenePlan, prompt: string): ScenePlan {
  if (plan.main) return plan
  const kind = backdropKind(plan.setting, sceneFor(prompt).kind)
  const icon = (
    {
      forest: 'deciduous-tree',
      jungle: 'palm-tree',
      ocean: 'water-wave',
      lake: 'canoe',
      beach: 'palm-tree',
      underwater: 'tropical-fish',
      space: 'ringed-planet',
      moon: 'rocket',
      mars: 'rocket',
      city: 'cityscape',
      mountains: 'snow-capped-mountain',
      desert: 'cactus',
      meadow: 'sunflower',
    } as const
  )[kind]
  return { ...plan, main: { noun: kind, icon, kind: 'scenery', modifiers: [] } }
}

function isNight(setting: SceneSetting, prompt: string) {
  if (setting.time) return setting.time === 'night'
  return isOffWorld(setting.place) || sceneFor(prompt).night
}
