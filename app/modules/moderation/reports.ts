import { z } from '~/lib/zod.ts'

// Reports of public designs (ADR 127): what a visitor may say about a design, and when a design
// leaves public view until an operator has looked at it.

export const REPORT_REASONS = ['copyright', 'hateful', 'sexual', 'personal_photo', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  copyright: 'Copyright or trademark',
  hateful: 'Hateful or harassing',
  sexual: 'Sexual content',
  personal_photo: 'A photo of me or someone I know',
  other: 'Something else',
}

/** Distinct reporters that hide a design from public lists until reviewed. */
export const HOLD_AFTER_REPORTERS = 3

export const REPORT_NOTE_MAX = 500

export const ReportSchema = z.object({
  designId: z.coerce.number().int().positive().max(2_147_483_647),
  reason: z.enum(REPORT_REASONS),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX)
    .optional()
    .transform((v) => (v ? v : null)),
})
export type ReportInput = z.infer<typeof ReportSchema>

/**
 * Whether a design's open reports hold it for review: a personal photo at once (a person's picture
 * must not stay up while someone decides), anything else once enough distinct visitors agree.
 */
export function shouldHold(openReports: { reason: ReportReason }[], distinctReporters: number): boolean {
  if (openReports.some((r) => r.reason === 'personal_photo')) return true
  return distinctReporters >= HOLD_AFTER_REPORTERS
}
