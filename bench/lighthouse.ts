// npm run lighthouse [-- --runs 3] [-- --port 3700] [-- --paths /,/product,/checkout]   (BUILD_DIR: the build to serve, default build/)
//
// Lighthouse 12.8.2 mobile scores of `/`, a product page and `/checkout` (with one shirt in the cart)
// on the built server (`node server.js`, a fresh PostgreSQL database with six designs:
// bench/built-server.ts), each page and its images fetched once first (mockups are drawn on their
// first request). Each page is run `--runs` times and the median run by performance is kept,
// Lighthouse's own advice for a noisy machine. A bench, not a test: it never fails on its scores.
// Chromium: CHROME_PATH, default /usr/bin/chromium. Full reports in data/bench/lighthouse-*.json.
import { parseArgs } from 'node:util'
import { startBuiltServer } from './built-server.ts'
import { cartCookie } from './http.ts'
import { lighthouseFigures, runLighthouse } from './lighthouse-run.ts'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string' }, paths: { type: 'string' } },
})
const RUNS = Number(values.runs)
const { base, seed, stop } = await startBuiltServer({ port: values.port ? Number(values.port) : undefined })

/**
 * Fetches a page and the images it shows once, as earlier visitors would have: a product's mockups
 * are drawn on their first request and kept, and a cold draw on a loaded machine takes seconds.
 */
async function warm(url: string, cookie?: string) {
  // Best effort: a kept-alive connection the server closed meanwhile (a slow first draw) is tried once more.
  const fetchTwice = async (target: URL | string, init?: RequestInit) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await (await fetch(target, init)).text()
      } catch (error) {
        if (attempt > 0) throw error
      }
    }
  }
  const html = await fetchTwice(url, { headers: cookie ? { Cookie: cookie } : {} })
  const images = [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'))
  for (const src of images) await fetchTwice(new URL(src, url)).catch(() => null)
}

try {
  const designId = await seed()
  // --paths picks some of them: `/`, `/product` (the seeded product page), `/checkout` (with a cart).
  const choices: Record<string, () => Promise<[string, string | undefined]>> = {
    '/': async () => ['/', undefined],
    '/product': async () => [`/products/${designId}`, undefined],
    '/checkout': async () => ['/checkout', await cartCookie(base, designId)],
  }
  const pages = await Promise.all(
    (values.paths?.split(',') ?? Object.keys(choices)).map((name) => (choices[name] ?? choices['/'])()),
  )
  console.log(
    `\n| page (Lighthouse 12.8.2 mobile, median of ${RUNS}) | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | below 0.9 | benchmark index |`,
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const [pagePath, cookie] of pages) {
    await warm(`${base}${pagePath}`, cookie)
    const { report, all, failures } = runLighthouse(`${base}${pagePath}`, { runs: RUNS, cookie })
    const f = lighthouseFigures(report)
    const redirected = report.finalDisplayedUrl !== `${base}${pagePath}` ? ` (ended at ${report.finalDisplayedUrl})` : ''
    console.log(
      `| \`${pagePath}\`${redirected} | **${f.performance}** (${all.join(', ')}) | ${f.accessibility} | ${f.bestPractices} | ${f.seo}` +
        ` | ${f.fcp} | ${f.lcp} | ${f.tbt} | ${f.cls} | ${f.belowTarget.join(', ') || '—'} | ${f.benchmarkIndex}${failures.length ? ` (${failures.length} run(s) failed: ${failures[0]})` : ''} |`,
    )
  }
} finally {
  await stop()
}
process.exit(0)
