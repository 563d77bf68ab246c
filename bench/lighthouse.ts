// npm run lighthouse [-- --runs 3] [-- --port 3700] [-- --paths /,/product,/checkout]   (BUILD_DIR: the build to serve, default build/)
//
// Lighthouse 12.8.2 mobile scores of `/`, a product page and `/checkout` (with one shirt in the cart)
// on the built server (`node server.js`, a fresh PostgreSQL database with six designs:
// bench/built-server.ts), each page and its images fetched once first (mockups are drawn on their
// first request). Each page is run `--runs` times and the median run by performance is kept,
// Lighthouse's own advice for a noisy machine. A bench, not a test: it never fails on its scores.
// Chromium: CHROME_PATH, default /usr/bin/chromium. Full reports in data/bench/lighthouse-*.json.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startBuiltServer } from './built-server.ts'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string' }, paths: { type: 'string' } },
})
const RUNS = Number(values.runs)
const { base, seed, stop } = await startBuiltServer({ port: values.port ? Number(values.port) : undefined })

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; title?: string }>
  finalDisplayedUrl: string
  environment: { benchmarkIndex: number }
}

/** The session cookie of a new visitor with one shirt in the cart. */
async function cartCookie(designId: number) {
  const response = await fetch(`${base}/cart/add`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams({ kind: 'community', designId: String(designId), quantity: '1' }),
  })
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('__session='))
  if (!session) throw new Error(`POST /cart/add answered ${response.status} without a session`)
  return session
}

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

function lighthouse(url: string, cookie?: string) {
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'
  const reports: Report[] = []
  const failures: string[] = []
  // A run Lighthouse itself gives up on (NO_NAVSTART and the like on a loaded machine) is run again, twice at most.
  for (let i = 0; reports.length < RUNS && i < RUNS + 2; i++) {
    try {
      const json = execFileSync(
        'npx',
        [
          '--yes',
          'lighthouse@12.8.2',
          url,
          '--quiet',
          '--output=json',
          '--form-factor=mobile',
          `--chrome-flags=${flags}`,
          ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
          maxBuffer: 64 * 1024 * 1024,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      reports.push(JSON.parse(json.toString()) as Report)
    } catch (error) {
      failures.push((error as Error).message.split('\n')[1] ?? (error as Error).message)
    }
  }
  if (!reports.length) throw new Error(`Lighthouse failed on ${url}: ${failures.join('; ')}`)
  const performance = (r: Report) => r.categories.performance?.score ?? 0
  reports.sort((a, b) => performance(a) - performance(b))
  const report = reports[Math.floor((reports.length - 1) / 2)]
  const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-$/, '-home')
  mkdirSync('data/bench', { recursive: true })
  writeFileSync(path.join('data/bench', `lighthouse${name}.json`), JSON.stringify(report))
  return { report, all: reports.map((r) => Math.round(performance(r) * 100)), failures }
}

try {
  const designId = await seed()
  // --paths picks some of them: `/`, `/product` (the seeded product page), `/checkout` (with a cart).
  const choices: Record<string, () => Promise<[string, string | undefined]>> = {
    '/': async () => ['/', undefined],
    '/product': async () => [`/products/${designId}`, undefined],
    '/checkout': async () => ['/checkout', await cartCookie(designId)],
  }
  const pages = await Promise.all(
    (values.paths?.split(',') ?? Object.keys(choices)).map((name) => (choices[name] ?? choices['/'])()),
  )
  console.log(
    `\n| page (Lighthouse 12.8.2 mobile, median of ${RUNS}) | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | below 0.9 |`,
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const [pagePath, cookie] of pages) {
    await warm(`${base}${pagePath}`, cookie)
    const { report, all, failures } = lighthouse(`${base}${pagePath}`, cookie)
    const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100)
    const metric = (id: string) => report.audits[id]?.numericValue ?? 0
    const failing = Object.values(report.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
      .filter((ref) => {
        const audit = report.audits[ref.id]
        return audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 0.9
      })
      .map((ref) => ref.id)
    const redirected = report.finalDisplayedUrl !== `${base}${pagePath}` ? ` (ended at ${report.finalDisplayedUrl})` : ''
    console.log(
      `| \`${pagePath}\`${redirected} | **${score('performance')}** (${all.join(', ')}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')}` +
        ` | ${(metric('first-contentful-paint') / 1000).toFixed(1)} s | ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s` +
        ` | ${metric('total-blocking-time').toFixed(0)} ms | ${metric('cumulative-layout-shift').toFixed(3)} | ${[...new Set(failing)].join(', ') || '—'} | ${Math.round(report.environment.benchmarkIndex)}${failures.length ? ` (${failures.length} run(s) failed: ${failures[0]})` : ''} |`,
    )
  }
} finally {
  await stop()
}
process.exit(0)
