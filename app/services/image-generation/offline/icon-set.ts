// The Fluent Emoji Flat icon set (MIT, Microsoft) with emojilib's keywords (MIT), loaded once: the words' pictures
// for the lexicon and the pictures' markup for the drawing. Synchronous, so it can run in a worker thread.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>
  aliases?: Record<string, { parent: string; hFlip?: boolean }>
  width?: number
  height?: number
}

let cache: { set: IconSet; keywords: Map<string, string[]>; category: Map<string, string> } | undefined

export function loadIconSet() {
  if (cache) return cache
  const dir = require.resolve('@iconify-json/fluent-emoji-flat/icons.json').replace(/icons\.json$/, '')
  const set = JSON.parse(readFileSync(`${dir}icons.json`, 'utf8')) as IconSet
  const chars = JSON.parse(readFileSync(`${dir}chars.json`, 'utf8')) as Record<string, string>
  const meta = JSON.parse(readFileSync(`${dir}metadata.json`, 'utf8')) as { categories: Record<string, string[]> }
  const emojilib = JSON.parse(readFileSync(require.resolve('emojilib/dist/emoji-en-US.json'), 'utf8')) as Record<string, string[]>
  const category = new Map<string, string>()
  for (const [name, icons] of Object.entries(meta.categories)) for (const icon of icons) category.set(icon, name)
  // keyword → icon names, best first: an icon's own name, then emojilib's name for it, then its keywords.
  const keywords = new Map<string, string[]>()
  const add = (word: string, icon: string) => {
    const list = keywords.get(word) ?? []
    if (!list.includes(icon)) list.push(icon)
    keywords.set(word, list)
  }
  for (const icon of Object.keys(set.icons)) if (!/-(light|dark|medium)/.test(icon)) add(icon, icon)
  for (const [emoji, words] of Object.entries(emojilib)) {
    const code = [...emoji]
      .map((c) => c.codePointAt(0)!.toString(16))
      .filter((c) => c !== 'fe0f')
      .join('-')
    const icon = chars[code]
    if (!icon || !set.icons[icon]) continue
    for (const word of words) add(word.toLowerCase().replace(/_/g, '-'), icon)
  }
  cache = { set, keywords, category }
  return cache
}
