import type { CompiledQuery, Compilable, Kysely } from 'kysely'

// Queries a page sends on every render, built and compiled to SQL once per database handle. Kysely
// builds an operation tree and compiles it to text on each call (for the product page's three queries,
// Kysely's own functions were 4 % of a render's CPU samples), though a query of one shape always
// compiles to the same text. The query is
// built once with stand-ins for its values; each call fills the stand-ins' bound parameters.

/** A value's place in a prepared query: reaches the SQL only as its own bound parameter. */
class Slot {
  constructor(readonly name: string) {}
}

/** Gives the stand-in for the named value (typed as the value, so the builder reads as usual). */
export type SlotOf<Values> = <K extends keyof Values & string>(name: K) => Values[K]

type Prepared<Row> = { query: CompiledQuery<Row>; slots: Array<string | null> }

/**
 * A query of one shape whose values change per call. `build` must use each value only as a bound
 * parameter (in a comparison, a `sql` template's `${…}` or `limit`), never compute with it or branch
 * on it: it runs once, with stand-ins. Values a shape does not vary (a status, `true`) stay literal.
 */
export function preparedQuery<D, Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<D>, value: SlotOf<Values>) => Compilable<Row>,
) {
  const compiled = new WeakMap<Kysely<D>, Prepared<Row>>()
  const prepare = (db: Kysely<D>): Prepared<Row> => {
    let prepared = compiled.get(db)
    if (!prepared) {
      const query = build(db, ((name: string) => new Slot(name)) as SlotOf<Values>).compile()
      prepared = { query, slots: query.parameters.map((p) => (p instanceof Slot ? p.name : null)) }
      if (!prepared.slots.some((slot) => slot !== null)) throw new Error('A prepared query takes no value')
      compiled.set(db, prepared)
    }
    return prepared
  }
  /** Every row of the query for these values. */
  async function all(db: Kysely<D>, values: Values): Promise<Row[]> {
    const { query, slots } = prepare(db)
    const parameters = query.parameters.map((p, i) => {
      const slot = slots[i]
      return slot === null ? p : values[slot]
    })
    return (await db.executeQuery<Row>({ ...query, parameters })).rows
  }
  /** The first row, or undefined. */
  async function first(db: Kysely<D>, values: Values): Promise<Row | undefined> {
    return (await all(db, values))[0]
  }
  return { all, first, sqlOf: (db: Kysely<D>) => prepare(db).query.sql }
}
