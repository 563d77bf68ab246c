import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ActionButton, Badge, money, utcMinute } from '~/components/admin/admin-ui.tsx'
import { NewDiscountCodeForm } from '~/components/admin/discount-code-form.tsx'
import { createDiscountCode, deactivateDiscountCode, listDiscountCodes } from '~/modules/discount-code/index.server.ts'
import { CreateDiscountCodeSchema, DeactivateDiscountCodeSchema } from '~/modules/discount-code/index.ts'
import { requireOperator } from '~/web/admin.server.ts'
import { fieldErrorReply } from '~/web/form-reply.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// Discount codes (ADR 160): the operator creates codes (percent or fixed cents, start and end, total
// uses, once per customer, minimum subtotal) and deactivates them; both go to the audit log. Codes
// are never deleted: paid orders name them.

const PAGE = '/admin/discount-codes'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  const now = Date.now()
  const codes = (await listDiscountCodes(context.db)).map((c) => ({
    id: c.id,
    code: c.code,
    label: c.label,
    starts: utcMinute(c.startsAt),
    ends: c.endsAt ? utcMinute(c.endsAt) : 'no end',
    uses: c.maxUses === null ? `${c.uses} (no limit)` : `${c.uses} of ${c.maxUses}`,
    oncePerCustomer: c.oncePerCustomer,
    minimum: c.minSubtotalCents ? money(c.minSubtotalCents) : 'none',
    state: c.deactivatedAt
      ? 'deactivated'
      : c.endsAt && c.endsAt.getTime() <= now
        ? 'ended'
        : c.startsAt.getTime() > now
          ? 'scheduled'
          : c.maxUses !== null && c.uses >= c.maxUses
            ? 'used up'
            : 'active',
  }))
  return { codes, now: new Date(now).toISOString().slice(0, 16) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context, request)
  const formData = await readForm(request)
  const db = context.db
  if (requireFormIntent(formData, ['create', 'deactivate']) === 'deactivate') {
    const parsed = DeactivateDiscountCodeSchema.safeParse(Object.fromEntries(formData))
    const done = parsed.success ? await deactivateDiscountCode(db, operator, parsed.data.codeId) : { ok: false }
    return done.ok
      ? redirectWithToast(context, PAGE, { title: `Code ${done.code} deactivated`, type: 'success' }, { status: 303 })
      : redirectWithToast(
          context,
          PAGE,
          { title: 'Not changed', description: 'That code is already deactivated.', type: 'error' },
          { status: 303 },
        )
  }
  const submission = parseWithZod(formData, { schema: CreateDiscountCodeSchema })
  if (submission.status !== 'success') return data({ createResult: submission.reply() }, { status: 400 })
  const created = await createDiscountCode(db, operator, submission.value)
  if (!created.ok) return data({ createResult: fieldErrorReply('code', 'A code with this name exists already') }, { status: 400 })
  return redirectWithToast(context, PAGE, { title: `Code ${submission.value.code} created`, type: 'success' }, { status: 303 })
}

export default function AdminDiscountCodes() {
  const { codes, now } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <section aria-labelledby="new-code-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="new-code-heading" className="text-lg font-bold">
          New discount code
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          The code comes after the quantity discount and never discounts shipping. Times are UTC.
        </p>
        {/* A created code starts the form afresh. */}
        <NewDiscountCodeForm key={codes[0]?.id ?? 0} lastResult={actionData?.createResult} now={now} />
      </section>
      <section aria-labelledby="codes-heading">
        <h2 id="codes-heading" className="text-lg font-bold">
          Codes
        </h2>
        {codes.length === 0 ? (
          <p className="mt-2 text-slate-700">No codes yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="discount-codes">
            {codes.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-start justify-between gap-3 p-4 text-sm"
                data-testid="discount-code-row"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold">
                    {c.label}{' '}
                    <Badge tone={c.state === 'active' ? 'green' : c.state === 'scheduled' ? 'amber' : 'slate'}>{c.state}</Badge>
                  </p>
                  <p className="text-slate-700">
                    {c.starts} → {c.ends}
                  </p>
                  <p className="text-slate-700">
                    Uses {c.uses} · minimum subtotal {c.minimum}
                    {c.oncePerCustomer ? ' · once per customer' : ''}
                  </p>
                </div>
                {c.state === 'deactivated' ? null : (
                  <ActionButton
                    intent="deactivate"
                    label="Deactivate"
                    fields={{ codeId: c.id }}
                    ariaLabel={`Deactivate ${c.code}`}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Discount codes · Console · ShirtSmith' },
  { name: 'robots', content: 'noindex' },
]
