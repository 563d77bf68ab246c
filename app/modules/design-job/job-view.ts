// What a design job looks like from outside: the API's answer, the events stream and the status page
// all show this one shape.

export type JobStatus = 'queued' | 'running' | 'done' | 'failed'
export type JobSource = 'prompt' | 'upload'

/** A job gives up after this many starts (each start after the first followed a delivery that died or expired). */
export const MAX_JOB_ATTEMPTS = 3

/** What shoppers read for each stage of a generation. */
export const STAGE_LABELS: Record<string, string> = {
  queued: 'Waiting for a free artist',
  screening: 'Checking your request',
  drawing: 'Drawing your design',
  styling: 'Applying the style',
  finishing: 'Putting it on the shirt',
}

export interface JobRowView {
  id: string
  source: JobSource
  status: JobStatus
  stage: string | null
  partial_url: string | null
  partial_count: number
  design_id: number | null
  error_status: number | null
  error_message: string | null
}

export interface JobView {
  id: string
  source: JobSource
  status: JobStatus
  /** The current stage's key and its words for shoppers. */
  stage: string
  stageLabel: string
  /** 1 for the next job to start; null once it runs. */
  place: number | null
  /** A mockup of the latest partial picture while it is drawn (with a streaming image service). */
  partialUrl: string | null
  designId: number | null
  error: { status: number; message: string } | null
  statusUrl: string
  eventsUrl: string
}

export function isFinished(status: JobStatus) {
  return status === 'done' || status === 'failed'
}

export function toJobView(row: JobRowView, place: number | null): JobView {
  const stage = row.status === 'queued' ? 'queued' : (row.stage ?? 'drawing')
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    stage,
    stageLabel: STAGE_LABELS[stage] ?? STAGE_LABELS.drawing,
    place: row.status === 'queued' ? place : null,
    partialUrl: row.partial_url,
    designId: row.design_id,
    error:
      row.status === 'failed'
        ? { status: row.error_status ?? 500, message: row.error_message ?? 'The design could not be created.' }
        : null,
    statusUrl: `/api/design-jobs/${row.id}`,
    eventsUrl: `/api/design-jobs/${row.id}/events`,
  }
}

/** "You are 3rd in line" style text for a waiting job. */
export function placeText(place: number | null) {
  if (place === null) return null
  return place <= 1 ? 'Your design is next in line.' : `${place - 1} ${place === 2 ? 'design is' : 'designs are'} ahead of yours.`
}
