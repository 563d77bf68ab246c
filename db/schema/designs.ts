import type { ColumnType, Generated } from 'kysely'
import type { Timestamp, NullableTimestamp } from './columns.ts'

export interface UploadsTable {
  id: string
  user_id: number | null
  visitor_id: string
  storage_key: string
  content_type: string
  width: number
  height: number
  bytes: number
  created_at: Timestamp
}

export interface DesignsTable {
  id: Generated<number>
  user_id: number | null
  visitor_id: string | null
  prompt: string
  name: string
  style: string
  color: string
  design_type: 'image' | 'text'
  source: 'prompt' | 'upload' | 'provider'
  upload_id: string | null
  image_url: string | null
  mockup_url: string | null
  image_key: string | null
  mockup_key: string | null
  /** The picture's pixel size, read from the image the first time it is needed (migration 0100). */
  image_width: ColumnType<number | null, number | null | undefined, number | null>
  image_height: ColumnType<number | null, number | null | undefined, number | null>
  /** How an upload was fitted: 'whole' (all of it, clear margins) or 'square' (cropped); null for prompts (migration 0320). */
  upload_fit: ColumnType<'whole' | 'square' | null, 'whole' | 'square' | null | undefined, 'whole' | 'square' | null>
  /** The printed artwork's pixel size: the picture without its clear margins (migration 0320). */
  artwork_width: ColumnType<number | null, number | null | undefined, number | null>
  artwork_height: ColumnType<number | null, number | null | undefined, number | null>
  price_cents: Generated<number>
  external_id: string | null
  external_source: string | null
  printify_product_id: string | null
  upvote_count: Generated<number>
  /** Shown in the community gallery, Popular and the community API lists: the creator's choice (migration 0170). */
  in_community: Generated<boolean>
  /** approved, pending (an upload awaiting review, migration 0240), held or removed. */
  moderation_status: Generated<string>
  /** What the upload screening found, for the operator (migration 0240). */
  review_note: ColumnType<string | null, string | null | undefined, string | null>
  deleted_at: NullableTimestamp
  /** The deleted design's images were deleted from storage (migration 0240). */
  files_deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
}

export interface DesignJobsTable {
  /** A random UUID: the job's public id (status URLs carry it). */
  id: string
  user_id: number | null
  visitor_id: string | null
  source: 'prompt' | 'upload'
  /** The validated request (GenerateDesignInput or FromImageInput), as JSON. */
  input: unknown
  status: Generated<'queued' | 'running' | 'done' | 'failed'>
  stage: string | null
  partial_url: string | null
  partial_count: Generated<number>
  attempts: Generated<number>
  lease_until: NullableTimestamp
  design_id: number | null
  error_status: number | null
  error_message: string | null
  created_at: Timestamp
  started_at: NullableTimestamp
  finished_at: NullableTimestamp
}

export interface DesignUpvotesTable {
  design_id: number
  user_id: number
  created_at: Timestamp
}

/** A visitor's report of a public design (migration 0190). */
export type ReportReason = 'copyright' | 'hateful' | 'sexual' | 'personal_photo' | 'other'

export interface DesignReportsTable {
  id: Generated<number>
  design_id: number
  reason: ReportReason
  note: string | null
  /** `u:<user id>` or `v:<visitor id>`: one report per reporter and design. */
  reporter_key: string
  reporter_user_id: number | null
  created_at: Timestamp
  resolved_at: NullableTimestamp
  resolution: string | null
}
