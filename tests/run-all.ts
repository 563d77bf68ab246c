// `npm test`: lint, type check and build side by side, then every suite (vitest's unit and integration
// tests, Playwright's end-to-end tests) on embedded PGlite and, when TEST_DATABASE_URL names a
// PostgreSQL server, on PostgreSQL too, the two databases in parallel lanes (the PostgreSQL lane runs
// the tests that touch a database: unit tests of pure code run once). Much of a suite's time is
// spent waiting (servers starting, jobs polling, browsers), so two lanes on two cores finish in little
// more than the time of one. Each step's output is printed whole when it ends, and a table of every
// step's time closes the run.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface Step {
  name: string
  command: string
  args: string[]
  env?: Record<string, string | undefined>
}

interface Outcome {
  name: string
  seconds: number
  ok: boolean
}

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
    const child = spawn(step.command, step.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('close', (code) => {
      out.end(() => {
        const outcome = { name: step.name, seconds: Math.round((Date.now() - begin) / 1000), ok: code === 0 }
        outcomes.push(outcome)
        console.log(`\n== ${step.name}: ${outcome.ok ? 'passed' : `FAILED (exit ${code})`} in ${outcome.seconds} s\n`)
        console.log(readFileSync(file, 'utf8'))
        resolve(outcome)
      })
    })
  })
}

/** Steps one after another, each run whatever the one before did, so one run reports every failure. */
async function lane(steps: Step[]): Promise<boolean> {
  let ok = true
  for (const step of steps) ok = (await run(step)).ok && ok
  return ok
}

const npx = (name: string, args: string[], env?: Step['env']): Step => ({ name, command: 'npx', args, env })

/**
 * Test files beside the code that open a database (through tests/support). Every other unit test
 * is about code, not the database, so the PostgreSQL lane leaves it to the PGlite lane, which runs
 * every test file.
 */
function databaseUnitTests(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(relative)
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /tests\/support\/(database|app-server)|TEST_DATABASE_URL/.test(readFileSync(path.join(root, relative), 'utf8'))
      ) {
        found.push(relative)
      }
    }
  }
  walk('app')
  walk('db')
  return found
}

function suites(database: 'PGlite' | 'PostgreSQL', e2ePort: number, order: 'unit-first' | 'e2e-first'): Step[] {
  const env = { TEST_DATABASE_URL: database === 'PostgreSQL' ? process.env.TEST_DATABASE_URL : '', E2E_PORT: String(e2ePort) }
  const files = database === 'PostgreSQL' ? ['tests/integration', ...databaseUnitTests()] : []
  const unit = npx(`vitest (${database})`, ['vitest', 'run', ...files], env)
  const e2e = npx(`playwright (${database})`, ['playwright', 'test'], env)
  return order === 'unit-first' ? [unit, e2e] : [e2e, unit]
}

async function main(): Promise<boolean> {
  const checks = await Promise.all([
    lane([{ name: 'lint', command: 'npm', args: ['run', 'lint'] }]),
    lane([npx('typecheck', ['tsc'])]),
    lane([{ name: 'build', command: 'npm', args: ['run', 'build'] }]),
  ])
  if (checks.includes(false)) return false
  const postgres = process.env.TEST_DATABASE_URL
  const lanes = [lane(suites('PGlite', 3100, 'unit-first'))]
  // The lanes start on different suites, so the two heaviest (vitest's) overlap the least.
  if (postgres) lanes.push(lane(suites('PostgreSQL', 3110, 'e2e-first')))
  return !(await Promise.all(lanes)).includes(false)
}

const ok = await main()
console.log('== step times')
for (const o of outcomes) console.log(`${o.ok ? 'ok  ' : 'FAIL'} ${o.name.padEnd(24)} ${String(o.seconds).padStart(5)} s`)
console.log(`${ok ? 'ok  ' : 'FAIL'} ${'total'.padEnd(24)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`)
process.exit(ok ? 0 : 1)
