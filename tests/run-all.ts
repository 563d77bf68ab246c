// `npm test`: lint, type check and build side by side, then every suite (vitest's unit and integration
// tests, Playwright's end-to-end tests) on embedded PGlite and, when TEST_DATABASE_URL names a
// PostgreSQL server, on PostgreSQL too, the two databases in parallel lanes (the PostgreSQL lane runs
// the tests that touch a database: unit tests of pure code run once). Much of a suite's time is
// spent waiting (servers starting, jobs polling, browsers), so two lanes on two cores finish in little
// more than the time of one. Each step's output is printed whole when it ends, and a table of every
// step's time closes the run.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { failureDigest } from './failure-digest.ts'
import { mockupAssetFolder } from '../app/server/mockup-asset-cache.server.ts'

interface Step {
  name: string
  command: string
  args: string[]
  env?: Record<string, string | undefined>
}

interface Outcome {
  name: string
  seconds: number
  /** CPU seconds (user + system) of the step and everything it started, when /usr/bin/time can tell. */
  cpu: number | null
  ok: boolean
  /** The step's log file. */
  log: string
}

// GNU time reports a step's CPU time including its children (servers, browsers, vitest workers): with
// two cores shared by every step, CPU time is what a step costs the run, whatever else ran beside it.
const timeCommand = existsSync('/usr/bin/time') ? '/usr/bin/time' : null

const root = path.resolve(import.meta.dirname, '..')
const logs = path.join(root, 'test-results', 'logs')
mkdirSync(logs, { recursive: true })
const started = Date.now()
const outcomes: Outcome[] = []

function run(step: Step): Promise<Outcome> {
  const file = path.join(logs, `${step.name.replace(/[^a-z0-9]+/gi, '-')}.log`)
  const out = createWriteStream(file)
  const begin = Date.now()
  console.log(`== start ${step.name}`)
  return new Promise((resolve) => {
    const env = { ...process.env, ...step.env }
    // An empty value means "unset" (the PGlite lane has no PostgreSQL server).
    for (const [key, value] of Object.entries(env)) if (value === '') delete env[key]
    const cpuFile = `${file}.cpu`
    const [command, args] = timeCommand
      ? [timeCommand, ['-f', '%U %S', '-o', cpuFile, step.command, ...step.args]]
      : [step.command, step.args]
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('close', (code) => {
      out.end(() => {
        const outcome = {
          name: step.name,
          seconds: Math.round((Date.now() - begin) / 1000),
          cpu: cpuSeconds(cpuFile),
          ok: code === 0,
          log: file,
        }
        outcomes.push(outcome)
        console.log(`\n== ${step.name}: ${outcome.ok ? 'passed' : `FAILED (exit ${code})`} in ${outcome.seconds} s\n`)
        console.log(readFileSync(file, 'utf8'))
        resolve(outcome)
      })
    })
  })
}

function cpuSeconds(file: string): number | null {
  if (!existsSync(file)) return null
  // The last line holds "user system"; a line before it may say the command exited non-zero.
  const [user, system] = readFileSync(file, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number)
  return user === undefined || system === undefined || Number.isNaN(user + system) ? null : Math.round(user + system)
}

/** Steps one after another, each run whatever the one before did, so one run reports every failure. */
async function lane(steps: Step[]): Promise<boolean> {
  let ok = true
  for (const step of steps) ok = (await run(step)).ok && ok
  return ok
}

const npx = (name: string, args: string[], env?: Step['env']): Step => ({ name, command: 'npx', args, env })

/** Every test file under a folder. */
function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(relative)
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

/**
 * Whether a test file opens the lane's database: through tests/support's database or app helpers,
 * by reading TEST_DATABASE_URL, or through a local test helper that does (imports followed).
 */
function usesLaneDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !existsSync(path.join(root, file))) return false
  seen.add(file)
  const text = readFileSync(path.join(root, file), 'utf8')
  if (/support\/(database|app-server|test-app)\.ts|TEST_DATABASE_URL/.test(text)) return true
  const local = [...text.matchAll(/from '(\.\.?\/[^']+\.ts)'/g)].map((m) => path.join(path.dirname(file), m[1]!))
  // Helpers beside the tests are followed; tests/support's own files are judged by the import above.
  const helper = (imported: string) => imported.startsWith('tests') && !imported.startsWith(path.join('tests', 'support'))
  return local.some((imported) => helper(imported) && usesLaneDatabase(imported, seen))
}

/**
 * Test files that run on the machine's PostgreSQL whatever the lane (several processes sharing one
 * database: PGlite is one process), so the PGlite lane leaves them to the PostgreSQL lane.
 */
const alwaysPostgres = (file: string) => /TEST_DATABASE_URL \?\? 'postgres:\/\//.test(readFileSync(path.join(root, file), 'utf8'))

/**
 * Which files each lane's vitest runs, the pure unit tests aside (their own step, below). Files that
 * use the lane's database run in both lanes (the PGlite lane leaves those that always use PostgreSQL
 * to the PostgreSQL lane). Other files that use no lane database (tests that start their own PGlite
 * or servers) run once, in the PostgreSQL lane: the PGlite lane's integration files are the slower ones (about 3,500 s of file time against
 * 2,500 s in the run of af543c0), and with the files alternating that lane still ended about three
 * minutes after the other (ADR 136). Without PostgreSQL, one lane runs everything.
 */
function vitestFiles(database: 'PGlite' | 'PostgreSQL', bothLanes: boolean): string[] {
  const all = ['app', 'db', 'tests'].flatMap(testFiles).filter((file) => !isPureUnit(file))
  if (!bothLanes) return all
  const shared = all.filter((file) => usesLaneDatabase(file))
  const once = all.filter((file) => !usesLaneDatabase(file)).sort()
  return database === 'PostgreSQL' ? [...shared, ...once] : shared.filter((file) => !alwaysPostgres(file))
}

/**
 * Unit tests of the store's own code that start no store and open no database (app/, no lane
 * database). They run once, in one vitest step without isolation: each worker process imports the
 * modules once for every file it runs, instead of a new process per file. The 116 files took 88 CPU
 * s that way against 121 s isolated, and pass in any order (`--sequence.shuffle`; ADR 179).
 */
const isPureUnit = (file: string) => file.startsWith(`app${path.sep}`) && !usesLaneDatabase(file)
const pureUnitFiles = () => testFiles('app').filter(isPureUnit).sort()

/**
 * With both lanes, the end-to-end suite is split between them by JavaScript: every flow runs with
 * JavaScript on against a store on PostgreSQL and with JavaScript off against a store on PGlite. Each
 * flow still runs in both modes, and each database serves every flow once, in half the time of both
 * full passes (the integration suites run whole on both databases). E2E_FULL_MATRIX=1 runs every
 * project in each lane.
 */
function e2eProjects(database: 'PGlite' | 'PostgreSQL'): string[] {
  if (!process.env.TEST_DATABASE_URL || process.env.E2E_FULL_MATRIX === '1') return []
  return database === 'PostgreSQL' ? ['js-on', 'stripe-js-on'] : ['js-off', 'stripe-js-off']
}

const reportsFor = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-results/vitest-${name}.json`,
]

function suites(database: 'PGlite' | 'PostgreSQL', e2ePort: number, order: 'unit-first' | 'e2e-first'): Step[] {
  const env = {
    TEST_DATABASE_URL: database === 'PostgreSQL' ? process.env.TEST_DATABASE_URL : '',
    E2E_PORT: String(e2ePort),
    // The fuzzer's 10,000 requests are shared between the lanes, each with a seed of its own, so every
    // run still sends 10,000 different requests (half to each database) in half the time.
    FUZZ_RUNS: process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? '5000' : undefined),
    // Each vitest file's CPU (tests/support/cpu-record.ts), summed up at the end of the run.
    CPU_RECORD_FILE: path.join(root, 'test-results', `cpu-${database}.jsonl`),
  }
  const files = vitestFiles(database, Boolean(process.env.TEST_DATABASE_URL))
  // Four test files at a time per lane (vitest.config: two): a file spends most of its time waiting
  // (servers starting, jobs polling, timers). With three, the run of 229a050 used 1,592 CPU seconds
  // in 1,477 s on two cores (54%); the CPU column of the step table shows what a fourth adds (ADR 136).
  const workers = process.env.VITEST_LANE_WORKERS ?? '4'
  // Each lane also writes its files' times, from which `npm run test:durations` refreshes the record
  // that starts the longest files first (tests/support/duration-sequencer.ts).
  const reports = reportsFor(database)
  const unit = npx(
    `vitest (${database}, ${files.length} files)`,
    ['vitest', 'run', `--maxWorkers=${workers}`, ...reports, ...files],
    { ...env, NODE_OPTIONS: VITEST_NODE_OPTIONS },
  )
  const projects = e2eProjects(database)
  // Three browsers at a time per lane (playwright.config: two): the end-to-end lane used 113 CPU
  // seconds in 415 s of the run of 229a050, mostly waiting on pages and the store's jobs.
  const e2eWorkers = process.env.E2E_LANE_WORKERS ?? '2'
  const e2e = npx(
    `playwright (${database}${projects.length ? `, ${projects.join(' ')}` : ''})`,
    ['playwright', 'test', `--workers=${e2eWorkers}`, ...projects.map((p) => `--project=${p}`)],
    env,
  )
  const steps = order === 'unit-first' ? [unit, e2e] : [e2e, unit]
  // The pure unit tests once, in the PostgreSQL lane (or the only lane).
  if (database === 'PostgreSQL' || !process.env.TEST_DATABASE_URL) {
    const pure = pureUnitFiles()
    steps.push(
      npx(
        `vitest (unit, ${pure.length} files, shared workers)`,
        ['vitest', 'run', '--no-isolate', '--pool=forks', ...reportsFor('unit'), ...pure],
        {
          CPU_RECORD_FILE: path.join(root, 'test-results', 'cpu-unit.jsonl'),
          NODE_OPTIONS: VITEST_NODE_OPTIONS,
          // No store, no database: tests/support/global-setup.ts makes neither template nor document.
          TESTS_NEED_NO_STORE: '1',
        },
      ),
    )
  }
  return steps
}

// Node keeps the machine code it compiled for each module file here and reuses it in every later
// process and thread of the run (test files' threads, the end-to-end stores, the linters): 7 % less
// CPU on eight integration files (docs/performance.md).
process.env.NODE_COMPILE_CACHE ??= path.join(root, 'node_modules', '.cache', 'node-compile-cache')

/**
 * V8's young generation up to 64 MB a semi-space for vitest's processes and threads (the flag is the
 * process's, so every test file's thread has it): fewer, larger scavenges of the garbage that the
 * tests' requests make. Twelve integration files took 76.4 and 76.5 CPU s so, against 81.8 and 81.1
 * by default (16 MB: 78.1 s; docs/performance.md). The end-to-end stores keep Node's defaults: their
 * memory is the store's, reported at the end of the run.
 * One V8 helper thread per process instead of four: the lanes already keep both cores busy, and
 * the helpers' marking and compiling only contended with the test threads (eight integration files
 * on four workers: 35.2 s wall and 60.3 CPU s against 37.3 s and 61.7 s, means of four runs and three;
 * docs/performance.md, 2026-11-30 08:58).
 */
const VITEST_NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64 --v8-pool-size=1`.trim()

async function main(): Promise<boolean> {
  // Every run starts as on a new machine: without the mockup parts an earlier run drew and kept
  // (app/server/mockup-asset-cache.server.ts), so its figures are a first run's.
  rmSync(mockupAssetFolder(), { recursive: true, force: true })
  // Lint and the type check end before the end-to-end tests start: run beside the first end-to-end
  // tests, lint (43 s on a quiet machine, 325 s under load) starved their browsers, and axe's page
  // reads timed out. The PGlite lane starts with its vitest files as soon as the build is done (they
  // need it, and wait on their own stores rather than on a browser), which is 10-15 s before lint ends.
  const checks = Promise.all([
    // The offline generator's labelled scene prompts, each set above its floor (about 2 s, under 1 s of CPU).
    lane([
      { name: 'lint', command: 'npm', args: ['run', 'lint'] },
      { name: 'scenes:score', command: 'npm', args: ['run', 'scenes:score'] },
    ]),
    lane([npx('typecheck', ['tsc'])]),
  ])
  const built = await lane([{ name: 'build', command: 'npm', args: ['run', 'build'] }])
  if (!built) {
    await checks
    return false
  }
  const postgres = process.env.TEST_DATABASE_URL
  for (const database of ['PGlite', 'PostgreSQL', 'unit'])
    rmSync(path.join(root, 'test-results', `cpu-${database}.jsonl`), { force: true })
  // The PGlite lane runs its vitest files first, so it may start before lint and the type check end.
  const lanes = [lane(suites('PGlite', 3100, 'unit-first'))]
  const checked = !(await checks).includes(false)
  // The lanes start on different suites, so the two heaviest (vitest's) overlap the least.
  if (checked && postgres) lanes.push(lane(suites('PostgreSQL', 3110, 'e2e-first')))
  const ok = !(await Promise.all(lanes)).includes(false)
  printCpuRecord()
  return checked && ok
}

/**
 * The vitest files that cost the run the most CPU, per lane (CI is CPU-bound on two cores, so this is
 * where a shorter run comes from; docs/performance.md).
 */
function printCpuRecord() {
  for (const database of ['PGlite', 'PostgreSQL', 'unit']) {
    const file = path.join(root, 'test-results', `cpu-${database}.jsonl`)
    if (!existsSync(file)) continue
    const rows = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { file: string; cpuSeconds: number })
      .sort((a, b) => b.cpuSeconds - a.cpuSeconds)
    const total = rows.reduce((sum, row) => sum + row.cpuSeconds, 0)
    console.log(`== CPU of vitest's ${database} lane: ${Math.round(total)} s in ${rows.length} files; the most costly:`)
    for (const row of rows.slice(0, 20)) console.log(`${row.cpuSeconds.toFixed(1).padStart(8)} s  ${row.file}`)
  }
}

const ok = await main()
console.log('== step times')
console.log(`${''.padEnd(4)} ${'step'.padEnd(24)} ${'wall'.padStart(7)} ${'cpu'.padStart(7)}`)
for (const o of outcomes) {
  const cpu = o.cpu === null ? '' : `${o.cpu} s`
  console.log(`${o.ok ? 'ok  ' : 'FAIL'} ${o.name.padEnd(24)} ${`${o.seconds} s`.padStart(7)} ${cpu.padStart(7)}`)
}
const cpuTotal = outcomes.reduce((sum, o) => sum + (o.cpu ?? 0), 0)
console.log(
  `${ok ? 'ok  ' : 'FAIL'} ${'total'.padEnd(24)} ${`${Math.round((Date.now() - started) / 1000)} s`.padStart(7)} ${`${cpuTotal} s`.padStart(7)}`,
)
for (const failed of outcomes.filter((o) => !o.ok)) {
  console.log(`== what failed in ${failed.name} (its whole output is above and in ${path.relative(root, failed.log)})`)
  for (const line of failureDigest(readFileSync(failed.log, 'utf8'))) console.log(line)
}
process.exit(ok ? 0 : 1)
