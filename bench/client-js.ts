// The "client JS on `/`" figure of docs/performance.md, shared by `npm run bench` and
// `npx tsx bench/client-js.ts`: the sum of the gzip sizes, as the server sends them, of every script
// the server-rendered HTML of `/` loads: module scripts, modulepreload links (also as the page holds
// them until it has loaded: data-held-rel, ADR 107) and `import("/assets/…")` in inline scripts.
//
// Run on its own: BUILD_DIR=build-x npx tsx bench/client-js.ts [--list]
// (the production build in BUILD_DIR, served in this process on an in-memory database).
import { request as httpRequest } from 'node:http'
import { fileURLToPath } from 'node:url'

/** The scripts a page's HTML loads at start, by URL. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/import\s*(?:\(|[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1])
  return [...urls]
}

/** Gzip bytes on the wire of each script `html` loads, fetched from `baseUrl`. */
export async function clientJs(baseUrl: string, html: string) {
  const files: { url: string; bytes: number }[] = []
  for (const url of scriptUrls(html)) files.push({ url, bytes: await gzipBytes(new URL(url, baseUrl)) })
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files }
}

function gzipBytes(url: URL) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0
      res.on('data', (c: Buffer) => (bytes += c.length))
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${res.statusCode}`))))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.TEST_LOG_LEVEL ??= 'error'
  const { startTestApp } = await import('../tests/support/app-server.ts')
  const app = await startTestApp()
  try {
    const html = await (await fetch(new URL('/', app.url))).text()
    const js = await clientJs(app.url, html)
    if (process.argv.includes('--list')) {
      for (const f of [...js.files].sort((a, b) => b.bytes - a.bytes)) console.log(`${String(f.bytes).padStart(7)}  ${f.url}`)
    }
    console.log(`client JS on \`/\` (gzip): ${(js.bytes / 1024).toFixed(1)} KB gzip in ${js.files.length} files (${js.bytes} B)`)
  } finally {
    await app.stop()
  }
  process.exit(0)
}
