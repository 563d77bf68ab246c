import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ActionButton, Badge, inputClass, utcMinute } from '~/components/admin/admin-ui.tsx'
import { AwaitingUploads } from '~/components/admin/awaiting-uploads.tsx'
import { ReviewCard } from '~/components/admin/review-card.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { z } from '~/lib/zod.ts'
import {
  decideDesign,
  findReviewItems,
  listAwaitingReview,
  listModerationQueue,
  reviewUpload,
  setUserBlocked,
} from '~/modules/moderation/index.server.ts'
import { REPORT_REASON_LABELS } from '~/modules/moderation/index.ts'
import { requestDesignFileSweep } from '~/modules/design/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// The moderation queue: uploads awaiting review (approve, reject or delete, ADR 133), then each
// reported design with its reports and its owner; hide, restore or delete the design, block or
// unblock the owner. Every decision goes to the audit log.

const PAGE = '/admin/moderation'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  const resolved = new URL(request.url).searchParams.get('view') === 'resolved'
  const db = context.db
  const queue = await listModerationQueue(db, { resolved })
  const awaiting = resolved ? [] : await findReviewItems(db, await listAwaitingReview(db))
  return {
    resolved,
    awaiting: awaiting.map((item) => ({ ...item, createdAt: utcMinute(item.designCreatedAt) })),
    queue: queue.map((item) => ({
      ...item,
      reports: item.reports.map((r) => ({
        ...r,
        label: REPORT_REASON_LABELS[r.reason],
        createdAt: utcMinute(r.createdAt),
        resolvedAt: r.resolvedAt ? utcMinute(r.resolvedAt) : null,
      })),
    })),
  }
}

/** The page's buttons: on a design, and on its owner. */
const DESIGN_INTENTS = ['hide', 'restore', 'delete', 'approve', 'reject'] as const
const USER_INTENTS = ['block', 'unblock'] as const

const ActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.enum(DESIGN_INTENTS),
    designId: z.coerce.number().int().positive(),
    note: z.string().trim().max(500).optional(),
  }),
  z.object({
    intent: z.enum(USER_INTENTS),
    userId: z.coerce.number().int().positive(),
    note: z.string().trim().max(500).optional(),
  }),
])

const DONE: Record<string, string> = {
  hide: 'Design hidden: it stays out of public view',
  restore: 'Design restored: it is public again and its reports are dismissed',
  delete: 'Design deleted',
  approve: 'Upload approved: it is public where its owner shows it',
  reject: 'Upload rejected: it stays its owner’s alone, never public',
  block: 'Owner blocked: signed out, tokens revoked, shops hidden',
  unblock: 'Owner unblocked: they may sign in again',
}

export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context, request)
  const form = await readForm(request)
  requireFormIntent(form, [...DESIGN_INTENTS, ...USER_INTENTS])
  const parsed = ActionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success)
    return redirectWithToast(context, PAGE, {
      title: 'That did not work',
      description: 'The form was incomplete.',
      type: 'error',
    })
  const input = parsed.data
  const note = input.note || null
  const db = context.db
  const result =
    input.intent === 'approve' || input.intent === 'reject'
      ? await reviewUpload(db, operator, input.designId, input.intent === 'approve', note)
      : 'designId' in input
        ? await decideDesign(db, operator, input.designId, input.intent, note)
        : await setUserBlocked(db, operator, input.userId, input.intent === 'block', note)
  // A deleted design's pictures leave storage on the job queue (ADR 133).
  if (result && input.intent === 'delete') requestDesignFileSweep()
  if (!result)
    return redirectWithToast(context, PAGE, {
      title: 'Not found',
      description: 'It may have been deleted or decided already.',
      type: 'error',
    })
  return redirectWithToast(context, PAGE, { title: DONE[input.intent]!, type: 'success' })
}

const STATUS_TONE = { approved: 'green', held: 'amber', pending: 'amber', rejected: 'red', removed: 'red' } as const

export default function ModerationQueue() {
  const { queue, resolved, awaiting } = useLoaderData<typeof loader>()
  return (
    <div>
      {resolved ? null : <AwaitingUploads uploads={awaiting} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{resolved ? 'Reviewed reports' : 'Report queue'}</h2>
        <Link to={resolved ? PAGE : `${PAGE}?view=resolved`} className="text-sm font-semibold text-brand-700 underline">
          {resolved ? 'Open reports' : 'Reviewed reports'}
        </Link>
      </div>
      {queue.length === 0 ? (
        <p className="mt-4 text-slate-700">{resolved ? 'Nothing reviewed yet.' : 'No open reports. Nothing waits for review.'}</p>
      ) : (
        <ul className="mt-4 space-y-6">
          {queue.map((item) => (
            <ReviewCard
              key={item.designId}
              designId={item.designId}
              name={item.name}
              picture={item.imageUrl ?? item.mockupUrl}
              pictureAlt=""
              testId={`review-${item.designId}`}
              owner={item.owner}
              badges={
                <>
                  <Badge tone={STATUS_TONE[item.status as keyof typeof STATUS_TONE] ?? 'slate'}>{item.status}</Badge>
                  <Badge>{item.source}</Badge>
                  {item.deleted ? <Badge tone="red">deleted</Badge> : null}
                </>
              }
              details={
                <>
                  <p className="mt-2 break-words text-sm text-slate-700">Prompt: {item.prompt || '—'}</p>
                  <ReportList reports={item.reports} />
                </>
              }
              actions={item.deleted ? null : <DesignDecisions item={item} />}
            />
          ))}
        </ul>
      )}
      <details className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold">Block or unblock an account by its id</summary>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <label className="text-sm">
            Account id
            <input name="userId" inputMode="numeric" required className={inputClass} />
          </label>
          <label className="text-sm">
            Note (kept in the audit log)
            <input name="note" maxLength={500} className={inputClass} />
          </label>
          <button type="submit" name="intent" value="block" className={buttonClass.danger}>
            Block
          </button>
          <button type="submit" name="intent" value="unblock" className={buttonClass.secondary}>
            Unblock
          </button>
        </Form>
      </details>
    </div>
  )
}

type QueueEntry = ReturnType<typeof useLoaderData<typeof loader>>['queue'][number]

function ReportList({ reports }: { reports: QueueEntry['reports'] }) {
  return (
    <>
      <h4 className="mt-3 text-sm font-semibold">Reports ({reports.length})</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {reports.map((r) => (
          <li key={r.id}>
            <span className="font-semibold">{r.label}</span> · {r.createdAt}
            {r.note ? <span className="block break-words text-slate-700">“{r.note}”</span> : null}
            {r.resolution ? (
              <span className="text-slate-600">
                {' '}
                · {r.resolution} {r.resolvedAt}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}

/** Hide, restore (or dismiss the reports of a public design), delete, and block or unblock its owner. */
function DesignDecisions({ item }: { item: QueueEntry }) {
  return (
    <>
      {item.status !== 'held' ? (
        <ActionButton
          intent="hide"
          label="Hide"
          fields={{ designId: item.designId }}
          ariaLabel={`Hide design ${item.designId}`}
        />
      ) : null}
      {item.status !== 'approved' ? (
        <ActionButton
          intent="restore"
          label="Restore"
          fields={{ designId: item.designId }}
          ariaLabel={`Restore design ${item.designId}`}
        />
      ) : (
        <ActionButton
          intent="restore"
          label="Dismiss reports"
          fields={{ designId: item.designId }}
          ariaLabel={`Dismiss reports of design ${item.designId}`}
        />
      )}
      <ActionButton
        intent="delete"
        label="Delete"
        tone="danger"
        fields={{ designId: item.designId }}
        ariaLabel={`Delete design ${item.designId}`}
      />
      {item.owner ? (
        item.owner.blocked ? (
          <ActionButton
            intent="unblock"
            label="Unblock owner"
            fields={{ userId: item.owner.id }}
            ariaLabel={`Unblock ${item.owner.username}`}
          />
        ) : (
          <ActionButton
            intent="block"
            label="Block owner"
            tone="danger"
            fields={{ userId: item.owner.id }}
            ariaLabel={`Block ${item.owner.username}`}
          />
        )
      ) : null}
    </>
  )
}
