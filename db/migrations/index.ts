import type { Migration } from 'kysely'
import * as m0001 from './0001_initial.ts'

// A static list, so the same migrations load under tsx, vitest and the Remix build alike.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
}
