import type { ReactNode } from 'react'
import { Badge } from '~/components/admin/admin-ui.tsx'

// One design up for an operator's decision, as both moderation lists show it: its picture, its
// name, badges for its state, what is known of it (screening, prompt, reports), its owner, and the
// decisions as plain POST forms under a rule.

export interface ReviewOwner {
  id: number
  username: string
  blocked: boolean
}

export function ReviewCard({
  designId,
  name,
  picture,
  pictureAlt,
  badges,
  owner,
  details,
  actions,
  highlighted = false,
  testId,
}: {
  designId: number
  name: string
  picture: string | null
  pictureAlt: string
  badges: ReactNode
  owner: ReviewOwner | null
  details: ReactNode
  actions: ReactNode
  highlighted?: boolean
  testId: string
}) {
  return (
    <li
      className={`rounded-2xl border bg-white p-4 shadow-sm ${highlighted ? 'border-amber-200' : 'border-slate-200'}`}
      data-testid={testId}
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        {picture ? (
          <img
            src={picture}
            alt={pictureAlt}
            className="h-40 w-40 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
        ) : (
          <div className="flex h-40 w-40 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600">
            No picture
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold">{`Design ${designId}: ${name}`}</h3>
          <p className="mt-1 flex flex-wrap gap-2 text-sm">{badges}</p>
          {details}
          <p className="mt-1 text-sm text-slate-700">
            Owner: {owner ? `${owner.username} (account ${owner.id})` : 'a signed-out visitor'}
            {owner?.blocked ? (
              <>
                {' '}
                <Badge tone="red">blocked</Badge>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {actions ? <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div> : null}
    </li>
  )
}
