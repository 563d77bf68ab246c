import { readFileSync } from 'node:fs'
import path from 'node:path'

/** CSS files of the production build, read once each; null when the file is not there (development). */
const cache = new Map<string, string | null>()

export function builtStylesheet(href: string): string | null {
  if (!href.startsWith('/assets/') || !href.endsWith('.css')) return null
  if (!cache.has(href)) {
    const file = path.resolve(process.env.BUILD_DIR ?? 'build', 'client', `.${href}`)
    let css: string | null = null
    try {
      css = readFileSync(file, 'utf8')
    } catch {
      css = null
    }
    cache.set(href, css)
  }
  return cache.get(href) ?? null
}
