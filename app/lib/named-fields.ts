/**
 * A schema's input with the open objects' `[key: string]: unknown` left out, in arrays and nested
 * objects too; their named fields are kept and checked, and a record (`z.record`) keeps its keys.
 *
 * Why: an interface has no implicit index signature, so it is not assignable to an open object, and
 * with the index signature gone a misspelt or undocumented field becomes a type error. Used where the
 * code writes what a schema documents: the /api answers and the webhook events' data.
 */
export type NamedFields<T> = T extends readonly (infer Item)[]
  ? readonly NamedFields<Item>[]
  : T extends object
    ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: NamedFields<T[K]> }
    : T
