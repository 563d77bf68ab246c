// Lighthouse 12.8.2 mobile on one URL, run several times with the median run by performance kept
// (Lighthouse's own advice for a noisy machine), for `npm run lighthouse` and `npm run bench -- --lighthouse`.
// Chromium: CHROME_PATH, default /usr/bin/chromium. The median run's full report goes to
// data/bench/lighthouse-<path>.json.
import { execFileSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; title?: string }>
  finalDisplayedUrl: string
  environment: { benchmarkIndex: number }
}

const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'

// Counted when this module loads: a bench that later pins itself to one CPU for its load generator
// would otherwise see 1, and leave the browser on the load generator's CPU.
const CPUS = availableParallelism()

/**
 * `runs` Lighthouse runs of `url` (a run Lighthouse itself gives up on, NO_NAVSTART and the like on a
 * loaded machine, is tried again, twice at most). The browser gets every CPU, as a visitor's browser
 * has a machine of its own.
 */
export function runLighthouse(url: string, { runs = 3, cookie }: { runs?: number; cookie?: string } = {}) {
  const command = [
    'npx',
    '--yes',
    'lighthouse@12.8.2',
    url,
    '--quiet',
    '--output=json',
    '--form-factor=mobile',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ]
  const [file, ...argv] = CPUS > 1 ? ['taskset', '-c', `0-${CPUS - 1}`, ...command] : command
  const reports: LighthouseReport[] = []
  const failures: string[] = []
  for (let i = 0; reports.length < runs && i < runs + 2; i++) {
    try {
      const json = execFileSync(file!, argv, {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      reports.push(JSON.parse(json.toString()) as LighthouseReport)
    } catch (error) {
      failures.push((error as Error).message.split('\n')[1] ?? (error as Error).message)
    }
  }
  if (!reports.length) throw new Error(`Lighthouse failed on ${url}: ${failures.join('; ')}`)
  const performance = (r: LighthouseReport) => r.categories.performance?.score ?? 0
  reports.sort((a, b) => performance(a) - performance(b))
  const report = reports[Math.floor((reports.length - 1) / 2)]!
  const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-$/, '-home')
  mkdirSync('data/bench', { recursive: true })
  writeFileSync(path.join('data/bench', `lighthouse${name}.json`), JSON.stringify(report))
  return { report, all: reports.map((r) => Math.round(performance(r) * 100)), failures }
}

/** A report's scores, its main metrics and the audits that cost points (below 0.9), for a table row. */
export function lighthouseFigures(report: LighthouseReport) {
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100)
  const metric = (id: string) => report.audits[id]?.numericValue ?? 0
  const failing = Object.values(report.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .filter((ref) => {
      const audit = report.audits[ref.id]
      return audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 0.9
    })
    .map((ref) => ref.id)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: `${(metric('first-contentful-paint') / 1000).toFixed(1)} s`,
    lcp: `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
    tbt: `${metric('total-blocking-time').toFixed(0)} ms`,
    cls: metric('cumulative-layout-shift').toFixed(3),
    belowTarget: [...new Set(failing)],
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  }
}
