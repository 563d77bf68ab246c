import { SoakCommand } from './command.ts'
import { checkMetricsAgree, checkPaymentsOnce, eventually, guarded } from './invariants.ts'
import { checkIsolation } from './isolation.ts'
import { bump, type Model } from './model.ts'
import type { ProcessName, World } from './processes.ts'

// Faults at random points (a process killed outright, stopped gracefully, started again; the
// database cut and restored) and the settle step: everything back up, then what must happen
// eventually (one order, one print submission, one receipt per payment) must have happened.

/** How long the store gets to finish its work after everything is back up. */
export const SETTLE_MS = Number(process.env.SOAK_SETTLE_SECONDS ?? 60) * 1000

export class Kill extends SoakCommand {
  readonly kind = 'fault: kill -9'
  constructor(readonly process_: ProcessName) {
    super()
  }
  // One web process stays up (the proxy has someone to send shoppers to).
  check = (m: Readonly<Model>) =>
    !m.dead.has(this.process_) && (this.process_ === 'worker' || !m.dead.has(this.process_ === 'web1' ? 'web2' : 'web1'))
  async act(m: Model, w: World) {
    await w.stopProcess(this.process_, 'SIGKILL')
    m.dead.add(this.process_)
    bump(m.stats.faults, `kill -9 ${this.process_}`)
    m.stats.faultTimes.push(Date.now())
  }
  toString = () => `Kill(${this.process_})`
}

export class Start extends SoakCommand {
  readonly kind = 'fault: start again'
  constructor(readonly process_: ProcessName) {
    super()
  }
  check = (m: Readonly<Model>) => m.dead.has(this.process_) && !m.databaseCut
  async act(m: Model, w: World) {
    await w.startProcess(this.process_)
    m.dead.delete(this.process_)
  }
  toString = () => `Start(${this.process_})`
}

export class Restart extends SoakCommand {
  readonly kind = 'fault: graceful restart'
  constructor(readonly process_: ProcessName) {
    super()
  }
  check = (m: Readonly<Model>) => !m.dead.has(this.process_) && !m.databaseCut
  async act(m: Model, w: World) {
    await w.stopProcess(this.process_, 'SIGTERM')
    await w.startProcess(this.process_)
    bump(m.stats.faults, `restart ${this.process_}`)
    m.stats.faultTimes.push(Date.now())
  }
  toString = () => `Restart(${this.process_})`
}

export class CutDatabase extends SoakCommand {
  readonly kind = 'fault: database cut'
  check = (m: Readonly<Model>) => !m.databaseCut
  async act(m: Model, w: World) {
    await w.cutDatabase()
    m.databaseCut = true
    bump(m.stats.faults, 'database cut')
    m.stats.faultTimes.push(Date.now())
  }
  toString = () => 'CutDatabase()'
}

export class RestoreDatabase extends SoakCommand {
  readonly kind = 'fault: database restored'
  check = (m: Readonly<Model>) => m.databaseCut
  async act(m: Model, w: World) {
    await w.restoreDatabase()
    m.databaseCut = false
  }
  toString = () => 'RestoreDatabase()'
}

/** Everything back up; then the eventual invariants, polled for at most SETTLE_MS. */
export async function settle(m: Model, w: World) {
  if (m.databaseCut) {
    await w.restoreDatabase()
    m.databaseCut = false
  }
  for (const name of [...m.dead]) {
    await w.startProcess(name)
    m.dead.delete(name)
  }
  await guarded(m, () => settlePayments(m, w))
  await guarded(m, () => eventually(() => checkMetricsAgree(w), 20_000))
  const people = [...m.shoppers, ...m.creators]
  for (const viewer of people) for (const owner of people) await guarded(m, () => checkIsolation(m, viewer, owner))
  m.stats.settles++
  m.stats.invariantChecks += 3
}

/**
 * Every payment's order, print submission and receipt, polled for SETTLE_MS; then on, up to three times
 * that, only while a worker still holds a print submission's lease (it renews it while it draws the
 * print files, which a loaded machine does slowly). A job nobody holds fails at SETTLE_MS as before.
 */
async function settlePayments(m: Model, w: World) {
  const deadline = Date.now() + 3 * SETTLE_MS
  try {
    await eventually(() => checkPaymentsOnce(w, m, { exactly: true }), SETTLE_MS)
  } catch (first) {
    let error = first
    for (;;) {
      const held = await w.db.query(
        `select 1 from fulfilment_jobs where completed_at is null and dead_at is null and locked_until > now() limit 1`,
      )
      if (held.rowCount === 0 || Date.now() > deadline) throw error
      try {
        await eventually(() => checkPaymentsOnce(w, m, { exactly: true }), 5_000)
        return
      } catch (again) {
        error = again
      }
    }
  }
}

export class Settle extends SoakCommand {
  readonly kind = 'settle'
  async act(m: Model, w: World) {
    await settle(m, w)
  }
  toString = () => 'Settle()'
}
