import fc from 'fast-check'
import { createTemplateDatabase } from '../support/database.ts'
import { SoakClient } from './client.ts'
import { setStepLog } from './command.ts'
import { commandsFor } from './commands.ts'
import { settle } from './commands-faults.ts'
import { newStats, type Model, type ModelPerson, type Stats } from './model.ts'
import { OPERATOR, PG_SERVER, startWorld, type World } from './processes.ts'

// One soak: fast-check draws a sequence of commands from the seed and runs it with asyncModelRun
// against a fresh world (database, processes, stand-ins) until the clock says the minutes are up, then
// settles and checks the eventual invariants. A failure is shrunk by running shorter sequences, each on
// a world of its own, for at most `shrinkMinutes`; the seed and the path of the shortest failing
// sequence replay it.

export interface SoakOptions {
  minutes: number
  seed: number
  path?: string
  /** fast-check's record of which commands of the sequence ran (printed with a failing sequence). */
  replayPath?: string
  /** Invariants known to be broken here (fixed on another branch): recorded, the run goes on. */
  known?: string[]
  shrinkMinutes: number
  log: (line: string) => void
}

export interface SoakResult {
  ok: boolean
  stats: Stats
  seed: number
  path: string | null
  replayPath: string | null
  sequence: string | null
  error: string | null
  runs: number
}

async function person(world: World, username: string): Promise<ModelPerson> {
  const client = new SoakClient(world.url, username)
  if (!(await client.signIn())) throw new Error(`${username} could not sign in`)
  return { client, userId: (await client.userId())! }
}

async function newModel(world: World, known: string[]): Promise<Model> {
  return {
    known: new Set(known),
    shoppers: await Promise.all(['shopper_ann', 'shopper_bo', 'shopper_cy'].map((u) => person(world, u))),
    creators: await Promise.all(['creator_dee', 'creator_eli'].map((u) => person(world, u))),
    operator: await person(world, OPERATOR),
    designs: [],
    shops: [],
    linkedAt: new Map(),
    payments: new Map(),
    ordersOf: new Map(),
    apiCarts: new Map(),
    dead: new Set(),
    databaseCut: false,
    stats: newStats(),
  }
}

/** The commands until the deadline; those after it are never run (nor counted in the replay path). */
function* until<T>(commands: Iterable<T>, deadline: number) {
  for (const command of commands) {
    if (Date.now() > deadline) return
    yield command
  }
}

/** A PostgreSQL template for the run's databases, so each world starts migrated (shrinking starts many). */
async function ensureTemplate(): Promise<() => Promise<void>> {
  if (process.env.SHIRTSMITH_TEST_TEMPLATE?.startsWith('postgres:')) return async () => {}
  const saved = process.env.TEST_DATABASE_URL
  process.env.TEST_DATABASE_URL = PG_SERVER
  try {
    return await createTemplateDatabase()
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL
    else process.env.TEST_DATABASE_URL = saved
  }
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const dropTemplate = await ensureTemplate()
  let firstFailureAt: number | null = null
  let firstStats: Stats | null = null
  let runs = 0
  const property = fc.asyncProperty(commandsFor(options.minutes, options.replayPath), async (commands) => {
    // Shrinking stops when its time is spent: what remains counts as passing, the shortest failure so far stands.
    if (firstFailureAt !== null && Date.now() - firstFailureAt > options.shrinkMinutes * 60_000) return
    runs++
    const label = firstFailureAt === null ? 'run' : `shrink run ${runs - 1}`
    options.log(`${label}: starting the store (2 web processes, 1 worker, PostgreSQL)`)
    const world = await startWorld()
    let model: Model | null = null
    try {
      model = await newModel(world, options.known ?? [])
      setStepLog((line) => options.log(`  ${line}`))
      const deadline = Date.now() + options.minutes * 60_000
      await fc.asyncModelRun(() => ({ model: model!, real: world }), until(commands, deadline))
      options.log(`${label}: settling (everything back up, then the eventual invariants)`)
      await settle(model, world)
      firstStats ??= model.stats
    } catch (error) {
      if (firstFailureAt === null) {
        firstFailureAt = Date.now()
        firstStats = model?.stats ?? newStats()
        options.log(`${label} FAILED: ${error instanceof Error ? error.message : String(error)}`)
        options.log(world.logs())
      }
      throw error
    } finally {
      setStepLog(() => {})
      await world.stop()
    }
  })
  try {
    const details = await fc.check(property, { seed: options.seed, path: options.path, numRuns: 1, endOnFailure: false })
    const sequence = details.counterexample ? String(details.counterexample[0]) : null
    const error =
      details.errorInstance instanceof Error
        ? details.errorInstance.message
        : details.failed
          ? String(details.errorInstance)
          : null
    return {
      ok: !details.failed,
      stats: firstStats ?? newStats(),
      seed: details.seed,
      path: details.counterexamplePath,
      replayPath: sequence ? (/replayPath="([^"]*)"/.exec(sequence)?.[1] ?? null) : null,
      sequence,
      error,
      runs,
    }
  } finally {
    await dropTemplate()
  }
}

/** What a person reads at the end of a soak. */
export function summary(result: SoakResult, minutes: number): string {
  const table = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `    ${String(n).padStart(5)}  ${k}`)
      .join('\n') || '    (none)'
  const s = result.stats
  const lines = [
    `soak ${result.ok ? 'PASSED' : 'FAILED'} (seed ${result.seed}, ${minutes} min, ${result.runs} run(s) of the store)`,
    `  steps by kind (first run):`,
    table(s.steps),
    `  steps the store refused or could not do (not failures by themselves):`,
    table(s.skipped),
    `  faults injected:`,
    table(s.faults),
    `  orders paid: ${s.ordersPaid}; settles: ${s.settles}; invariant checks: ${s.invariantChecks}`,
  ]
  for (const [rule, seen] of s.knownBroken)
    lines.push(`  known broken (--known ${rule}), seen ${seen.count} time(s); first: ${seen.first}`)
  if (!result.ok) {
    lines.push(
      `  broken: ${result.error}`,
      `  shortest failing sequence found: ${result.sequence}`,
      `  replay: npm run soak -- --minutes ${minutes} --seed ${result.seed}${result.path ? ` --path ${result.path}` : ''}${
        result.replayPath ? ` --replay-path ${result.replayPath}` : ''
      }`,
    )
  }
  return lines.join('\n')
}
