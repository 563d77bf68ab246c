import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { brotliParts, gzipParts, makeVariants, placeholders, plainParts } from './page-variants.server.ts'

const nonceOf = () => randomBytes(16).toString('base64')

/** A page like the store's: text and markup, the nonce on several scripts near its end. */
function page(nonce: string) {
  const cards = Array.from({ length: 200 }, (_, i) => `<li class="card"><a href="/products/${i}">Design ${i} · “A fox”</a></li>`)
  const scripts = Array.from(
    { length: 6 },
    (_, i) => `<script nonce="${nonce}">window.__x${i} = ${JSON.stringify({ i, nonce: 'n' })}</script>`,
  )
  return `<!DOCTYPE html><html><head><link rel="modulepreload" nonce="${nonce}" href="/a.js"></head><body><ul>${cards.join('')}</ul>${scripts.join('\n')}</body></html>`
}

describe('a page compressed once and given each response’s nonce', () => {
  it('decompresses, gzip and brotli, to the page with that response’s nonce, whatever the nonce', async () => {
    const stored = nonceOf()
    const variants = await makeVariants(page(stored), stored)
    expect(variants.gzip).not.toBeNull()
    expect(variants.br).not.toBeNull()
    for (let i = 0; i < 50; i++) {
      const nonce = nonceOf()
      const bytes = Buffer.from(nonce)
      expect(gunzipSync(Buffer.concat(gzipParts(variants, bytes))).toString()).toBe(page(nonce))
      expect(brotliDecompressSync(Buffer.concat(brotliParts(variants, bytes))).toString()).toBe(page(nonce))
      expect(Buffer.concat(plainParts(variants, bytes)).toString()).toBe(page(nonce))
    }
  })

  it('handles an answer without a nonce (JSON) as one piece', async () => {
    const json = JSON.stringify({ designs: Array.from({ length: 50 }, (_, id) => ({ id, title: `Design ${id}` })) })
    const variants = await makeVariants(json, undefined)
    expect(gunzipSync(Buffer.concat(gzipParts(variants, Buffer.alloc(0)))).toString()).toBe(json)
    expect(brotliDecompressSync(Buffer.concat(brotliParts(variants, Buffer.alloc(0)))).toString()).toBe(json)
  })

  it('makes no compressed copies of a page holding a placeholder byte (it is then compressed per response)', async () => {
    const nonce = nonceOf()
    const variants = await makeVariants(`${page(nonce)}\u0007`, nonce)
    expect(variants.gzip).toBeNull()
    expect(variants.br).toBeNull()
  })
})

describe('placeholders', () => {
  it('never repeat a byte pair, so no compressor match can lie in one', () => {
    const all = placeholders(20, 24)!
    const pairs = all.flatMap((p) => [...p.subarray(1)].map((b, i) => p[i]! * 256 + b))
    expect(new Set(pairs).size).toBe(pairs.length)
    expect(all.every((p) => p.length === 24 && p.every((b) => b > 0 && b < 32 && ![9, 10, 13].includes(b)))).toBe(true)
  })
})
