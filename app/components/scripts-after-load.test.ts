import { describe, expect, it } from 'vitest'
import { holdScripts, holdScriptsInPage, RELEASE_SCRIPTS } from './scripts-after-load.tsx'

// The tags as Remix's <Scripts> writes them (copied from a rendered page), around the classic
// scripts that must keep running as the page is parsed.
const PAGE = [
  '<head><style data-href="/assets/tailwind.css">a{}</style></head><body><main>…</main>',
  '<link rel="modulepreload" href="/assets/entry.client-UrpeodZa.js"/>',
  '<link rel="modulepreload" href="/assets/components-DY1JVS74.js"/>',
  '<script nonce="abc==">window.__remixContext = {};</script>',
  '<script nonce="abc==" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client-UrpeodZa.js");</script>',
  '<script nonce="abc==">window.__remixContext.streamController.enqueue("x")</script>',
  '</body>',
].join('')

describe('holdScripts', () => {
  it('makes the module preloads and the module script inert, and nothing else', () => {
    const held = holdScripts(PAGE)
    expect(held).not.toContain('<link rel="modulepreload"')
    expect(held.match(/<link data-held-rel="modulepreload" href="\/assets\/[^"]+"\/>/g)).toHaveLength(2)
    expect(held).not.toContain('type="module"')
    expect(held).toContain('<script nonce="abc==" type="text/x-held-module" async="">import * as route0')
    // The classic scripts (the data Remix streams into the page) still run while it is parsed.
    expect(held).toContain('<script nonce="abc==">window.__remixContext = {};</script>')
    expect(held).toContain('<script nonce="abc==">window.__remixContext.streamController.enqueue("x")</script>')
  })

  it('holds the module script without a nonce too (pages rendered without a policy)', () => {
    expect(holdScripts('<script type="module" async="">import("/a.js")</script>')).toBe(
      '<script type="text/x-held-module" async="">import("/a.js")</script>',
    )
  })

  it('answers as rewriting the whole page would, wherever the tags are', () => {
    const whole = (html: string) =>
      html
        .replaceAll('<link rel="modulepreload" ', '<link data-held-rel="modulepreload" ')
        .replace(/(<script(?: nonce="[^"]*")? type=)"module"( async="">)/, '$1"text/x-held-module"$2')
    const script = '<script nonce="abc==" type="module" async="">import("/a.js")</script>'
    const preload = '<link rel="modulepreload" href="/a.js"/>'
    for (const page of [
      PAGE,
      `<style>a{}</style>${script}<main></main>${preload}${preload}`,
      `<style>a{}</style>${preload}<main></main>${script}${script}`,
      `<p> type="module" async=""></p>${script}`,
      `<style>a{}</style>${preload}`,
      '<style>a{}</style><main></main>',
    ]) {
      expect(holdScripts(page)).toBe(whole(page))
    }
  })

  it('gives the same page over the bytes as over the text, characters outside ASCII around the tags', () => {
    const script = '<script nonce="abc==" type="module" async="">import("/é.js")</script>'
    for (const page of [
      PAGE,
      `<style>a::after{content:"→ ✓ 😀"}</style><main>Café €5</main>${script}<p>ünïcode 😀</p>`,
      `<p>😀</p><link rel="modulepreload" href="/ä.js"/>${script}`,
      '<p>no scripts, é</p>',
    ]) {
      const bytes = holdScriptsInPage(Buffer.from(page))
      expect(bytes.toString('utf8')).toBe(holdScripts(page))
      expect(bytes.equals(Buffer.from(holdScripts(page)))).toBe(true)
    }
  })

  it('leaves a page without Remix scripts as it is', () => {
    const plain = '<html><body><script>var x = "type=\\"module\\""</script></body></html>'
    expect(holdScripts(plain)).toBe(plain)
  })
})

describe('RELEASE_SCRIPTS', () => {
  it('is plain script that restores exactly what holdScripts held, once', () => {
    expect(() => new Function(RELEASE_SCRIPTS)).not.toThrow()
    expect(RELEASE_SCRIPTS).toContain(`link[data-held-rel]`)
    expect(RELEASE_SCRIPTS).toContain(`script[type="text/x-held-module"]`)
    expect(RELEASE_SCRIPTS).toContain("addEventListener('load'")
  })
})
