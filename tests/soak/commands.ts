import fc from 'fast-check'
import { CreateDesign, CreateShop, DeleteDesign, DeleteShop, Moderate, Refund, ShopDesign } from './commands-store.ts'
import { AddToCart, ApiCart, ChangeCartLine, Checkout, ComeBack, Peek, Report } from './commands-shopper.ts'
import { CutDatabase, Kill, Restart, RestoreDatabase, Settle, Start } from './commands-faults.ts'
import type { SoakCommand } from './command.ts'
import type { ProcessName } from './processes.ts'

// Every kind of step, with its weight: mostly shopping, some creating and operating, a few faults.
// Picks (`nat`) are drawn before the model is known and wrap around what exists when the step runs,
// so a shrunk sequence still means something.

const nat = fc.nat({ max: 1000 })
const person = fc.nat({ max: 10 })
const size = fc.constantFrom('S', 'M', 'L', 'XL' as const)
const quantity = fc.integer({ min: 1, max: 3 })
const processName = fc.constantFrom<ProcessName>('web1', 'web2', 'worker')
const prompt = fc.constantFrom('a lighthouse', 'a fox in a hat', 'three pines', 'a red kite', 'a paper boat', 'a moon cat')

const weighted = (weight: number, arbitrary: fc.Arbitrary<SoakCommand>) => ({ weight, arbitrary })

export const COMMANDS = fc.oneof(
  weighted(
    10,
    fc.tuple(person, nat, nat, size, quantity).map((a) => new AddToCart(...a)),
  ),
  weighted(
    4,
    fc.tuple(person, nat, fc.boolean(), size, quantity).map((a) => new ChangeCartLine(...a)),
  ),
  weighted(
    7,
    person.map((s) => new Checkout(s)),
  ),
  weighted(
    2,
    person.map((s) => new ComeBack(s)),
  ),
  weighted(
    2,
    fc.tuple(person, nat, quantity).map((a) => new ApiCart(...a)),
  ),
  weighted(
    2,
    fc.tuple(person, person).map((a) => new Peek(...a)),
  ),
  weighted(
    1,
    fc.tuple(person, nat).map((a) => new Report(...a)),
  ),
  weighted(
    5,
    fc.tuple(person, prompt).map((a) => new CreateDesign(...a)),
  ),
  weighted(
    1,
    fc.tuple(person, nat).map((a) => new DeleteDesign(...a)),
  ),
  weighted(
    2,
    person.map((c) => new CreateShop(c)),
  ),
  weighted(
    1,
    fc.tuple(person, nat).map((a) => new DeleteShop(...a)),
  ),
  weighted(
    4,
    fc.tuple(person, nat, nat, fc.boolean()).map(([c, s, d, r]) => new ShopDesign(c, s, d, r && d % 3 === 0)),
  ),
  weighted(
    2,
    fc.tuple(fc.constantFrom('hide', 'restore', 'delete' as const), nat).map((a) => new Moderate(...a)),
  ),
  weighted(
    2,
    fc.tuple(nat, fc.option(fc.integer({ min: 100, max: 2500 }), { nil: null })).map((a) => new Refund(...a)),
  ),
  weighted(
    2,
    processName.map((p) => new Kill(p)),
  ),
  weighted(
    3,
    processName.map((p) => new Start(p)),
  ),
  weighted(
    1,
    processName.map((p) => new Restart(p)),
  ),
  weighted(1, fc.constant(new CutDatabase())),
  weighted(3, fc.constant(new RestoreDatabase())),
  weighted(1, fc.constant(new Settle())),
)

/** The steps of a run of about `minutes` minutes (drawn long: a step takes a second or more, and the clock ends the run). */
export const commandsFor = (minutes: number, replayPath?: string) =>
  fc.commands([COMMANDS], { maxCommands: Math.max(50, Math.round(minutes * 300)), size: 'max', replayPath })
