import { useLocation } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button.ts'
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_REASON_LABELS } from '~/modules/moderation/index.ts'
import { HoneypotField } from '~/components/forms/honeypot-field.tsx'

/**
 * "Report" on a public design (ADR 127): a disclosure holding a plain form that posts to /reports
 * and comes back to `returnTo` with a toast, the same with JavaScript on or off. Labels wrap their
 * inputs, so the same design shown twice on one page has no clashing ids.
 */
export function ReportDesign({
  designId,
  returnTo,
  compact = false,
}: {
  designId: number
  returnTo?: string
  compact?: boolean
}) {
  const location = useLocation()
  const back = returnTo ?? `${location.pathname}${location.search}`
  return (
    <details className={`group text-sm ${compact ? '' : 'mt-6'}`} data-testid="report-design">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded px-1 py-0.5 text-slate-600 underline decoration-dotted hover:text-slate-900">
        Report<span className="sr-only"> this design</span>
      </summary>
      <form method="post" action="/reports" className="mt-2 space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        <input type="hidden" name="designId" value={designId} />
        <input type="hidden" name="returnTo" value={back} />
        <HoneypotField id={`report-${designId}-website`} />
        <fieldset>
          <legend className="font-semibold text-slate-900">What is wrong with this design?</legend>
          <div className="mt-1 space-y-1">
            {REPORT_REASONS.map((reason, index) => (
              <label key={reason} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  required
                  defaultChecked={index === 0}
                  className="mt-1 accent-brand-700"
                />
                <span>{REPORT_REASON_LABELS[reason]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className="text-slate-800">Anything we should know? (optional)</span>
          <textarea
            name="note"
            maxLength={REPORT_NOTE_MAX}
            rows={2}
            className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
          />
        </label>
        <button type="submit" className={buttonClass.secondary}>
          Send report
        </button>
      </form>
    </details>
  )
}
