import type { Migration } from 'kysely'
import * as m0001 from './0001_initial.ts'
import * as m0003 from './0003_checkout_payments.ts'
import * as m0004 from './0004_fulfilment_tracking.ts'
import * as m0006 from './0006_commission_indexes.ts'
import * as m0007 from './0007_design_external_id_index.ts'
import * as m0008 from './0008_fulfilment_cancel.ts'

// A static list, so the same migrations load under tsx, vitest and the Remix build alike.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0003_checkout_payments': m0003,
  '0004_fulfilment_tracking': m0004,
  '0006_commission_indexes': m0006,
  '0007_design_external_id_index': m0007,
  '0008_fulfilment_cancel': m0008,
}
