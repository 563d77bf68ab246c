import type fc from 'fast-check'
import { checkStep, guarded } from './invariants.ts'
import { bump, type Model } from './model.ts'
import type { World } from './processes.ts'

// The base of every soak command (fast-check's AsyncCommand): `check` says whether it applies to the
// model as it stands, `act` does it over HTTP (or to a process) and brings the model along with what
// the store confirmed; after every step the invariants are read.

export let stepLog: (line: string) => void = () => {}
export const setStepLog = (log: (line: string) => void) => (stepLog = log)

export abstract class SoakCommand implements fc.AsyncCommand<Model, World> {
  abstract readonly kind: string

  check(model: Readonly<Model>): boolean {
    void model
    return true
  }

  protected abstract act(model: Model, world: World): Promise<void>

  async run(model: Model, world: World) {
    bump(model.stats.steps, this.kind)
    const started = Date.now()
    await guarded(model, () => this.act(model, world))
    stepLog(`${String(this)} (${Date.now() - started} ms)`)
    await checkStep(world, model)
  }

  abstract toString(): string
}

/** The `n`th element, wrapping; undefined for an empty list (picks are drawn before the model is known). */
export function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length ? list[n % list.length] : undefined
}

/** Records that the command could not apply (the store said no): counted, never a failure by itself. */
export function skipped(model: Model, kind: string, why: string) {
  bump(model.stats.skipped, kind)
  stepLog(`  ${kind} changed nothing: ${why}`)
}
