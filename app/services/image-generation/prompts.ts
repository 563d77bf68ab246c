import type { DesignType, Style } from './styles.ts'

// One prompt template per style and design type. Print designs need a clean cut-out subject on a
// transparent background, no mockup or shirt in the picture, and colours that hold up on fabric.

const STYLE_DIRECTIONS: Record<Style, string> = {
  'Ghibli-inspired':
    'in a hand-painted whimsical anime film style: soft pastel colours, gentle light, lush nature, warm nostalgic mood',
  'Hyper-realistic': 'as a hyper-realistic, highly detailed rendering with lifelike textures, depth and natural light',
  'Studio Lighting': 'as a studio photograph with dramatic three-point lighting, crisp rim light and a deep soft shadow',
  Minimalist: 'as a minimalist graphic: a few clean shapes, generous negative space, at most three colours',
  Isometric: 'as an isometric 3D illustration with a 30-degree grid, clean geometry and soft ambient shading',
  'Flat Design': 'as a flat vector illustration: solid colours, no gradients, bold simple shapes, long shadows',
  Watercolor: 'as a loose watercolour painting with soft bleeding edges, visible paper texture and translucent washes',
  Cyberpunk: 'in a neon cyberpunk style: glowing magenta and cyan light, futuristic tech details, high contrast',
  'Paper Cut-Out': 'as layered paper cut-out art with stacked coloured paper, subtle drop shadows and crafted edges',
  'Line Art': 'as clean monoline line art: black strokes only, no fill, no shading, elegant continuous lines',
}

const TYPOGRAPHY_DIRECTIONS: Record<Style, string> = {
  'Ghibli-inspired': 'hand-lettered storybook type decorated with leaves, clouds and soft pastel colours',
  'Hyper-realistic': 'three-dimensional letters with realistic materials, reflections and depth',
  'Studio Lighting': 'bold dimensional letters lit dramatically with rim light and a soft shadow',
  Minimalist: 'a clean geometric sans-serif, generous letter spacing, one or two colours',
  Isometric: 'extruded isometric block letters on a 30-degree grid',
  'Flat Design': 'bold flat letters in solid colours with a long flat shadow',
  Watercolor: 'brush lettering painted in translucent watercolour washes',
  Cyberpunk: 'glowing neon tube letters in magenta and cyan with a glitch effect',
  'Paper Cut-Out': 'letters cut from layered coloured paper with drop shadows',
  'Line Art': 'outlined monoline letters drawn in a single black stroke',
}

const PRINT_RULES =
  'Centered composition that fits a t-shirt front print, isolated on a transparent background, no t-shirt, no mockup, no frame, no watermark.'

export function buildGenerationPrompt(prompt: string, style: Style, designType: DesignType, color: string) {
  const subject = prompt.trim()
  const contrast = `It will be printed on a ${color.toLowerCase()} shirt, so use colours that stand out against it.`
  if (designType === 'text') {
    return [
      `A typographic t-shirt design that sets exactly these words: "${subject}".`,
      `Lettering: ${TYPOGRAPHY_DIRECTIONS[style]}.`,
      'Text only, spelled exactly as given, no other words, no pictures besides small ornaments.',
      PRINT_RULES,
      contrast,
    ].join(' ')
  }
  return [`A t-shirt graphic of ${subject}, ${STYLE_DIRECTIONS[style]}.`, PRINT_RULES, contrast].join(' ')
}

export function buildTransformPrompt(style: Style, color: string) {
  return [
    `Redraw the subject of this image ${STYLE_DIRECTIONS[style]}, keeping its composition recognisable.`,
    PRINT_RULES,
    `It will be printed on a ${color.toLowerCase()} shirt.`,
  ].join(' ')
}
