import type { ColumnType, Generated } from 'kysely'
import type { Timestamp, NullableTimestamp, NullableJson } from './columns.ts'

export interface UsersTable {
  id: Generated<number>
  subject: string
  username: string
  first_name: string | null
  last_name: string | null
  profile_image_url: string | null
  email: string | null
  created_at: Timestamp
  updated_at: Timestamp
  /** An operator blocked the account: sign-in refused, tokens revoked, shops hidden (migration 0190). */
  blocked_at: NullableTimestamp
  /** The person deleted the account: the profile is anonymised, orders stay (migration 0190). */
  deleted_at: NullableTimestamp
}

export interface UserSessionsTable {
  id: string
  user_id: number
  created_at: Generated<Timestamp>
  expires_at: Timestamp
  /** The sign-in's ID token, sent as id_token_hint at logout (null for sessions made before it was kept). */
  id_token: ColumnType<string | null, string | null | undefined, string | null>
}

export interface PaymentAlertsTable {
  id: Generated<number>
  provider: string
  event_id: string
  payment_id: string
  snapshot_id: string
  problem: string
  received_amount: number
  currency: string
  created_at: Generated<Timestamp>
  resolved_at: Date | null
}

export interface OidcPayloadsTable {
  model: string
  id: string
  payload: ColumnType<Record<string, unknown>, string, string>
  grant_id: string | null
  user_code: string | null
  uid: string | null
  expires_at: NullableTimestamp
  consumed_at: NullableTimestamp
}

export interface RequestSlotsTable {
  name: string
  next_slot: Timestamp
}

export interface ApiTokensTable {
  id: Generated<number>
  user_id: number
  name: string
  /** The token's first characters, shown to tell tokens apart (never enough to use it). */
  prefix: string
  /** SHA-256 (hex) of the whole token: the token itself is never stored. */
  token_hash: string
  /** Space-separated scopes: read, designs, shops, orders. */
  scopes: string
  created_at: Timestamp
  last_used_at: NullableTimestamp
  revoked_at: NullableTimestamp
  /** The API version the token speaks when a request names none: the newest when it was made (migration 0200). */
  api_version: Generated<string>
}

export interface IdempotencyKeysTable {
  /** "user:<id>" or "visitor:<id>": keys of different owners never meet. */
  owner: string
  key: string
  request_hash: string
  state: 'running' | 'done'
  response_status: number | null
  response_type: string | null
  response_body: string | null
  created_at: Timestamp
  expires_at: Timestamp
}

/** One operator action, append-only (migration 0190). */
export interface AdminAuditLogTable {
  id: Generated<string>
  actor_user_id: number
  actor_name: string
  action: string
  target_type: string
  target_id: string
  before: NullableJson<unknown>
  after: NullableJson<unknown>
  note: string | null
  created_at: Timestamp
}
