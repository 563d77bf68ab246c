import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button.ts'
import { CheckboxGroup } from '~/components/ui/checkbox-group.tsx'
import { FieldError } from '~/components/ui/field-error.tsx'
import {
  ENDPOINT_DESCRIPTION_MAX,
  ENDPOINT_URL_MAX,
  EVENT_LABELS,
  EVENT_TYPES,
  webhookEndpointSchema,
} from '~/modules/webhook/index.ts'
import type { webhookSection } from '~/web/webhook-forms.server.ts'

// The tokens page's webhook endpoints (ADR 130): add one (its secret shown once), each endpoint's
// events and its latest deliveries with Redeliver, Enable/Disable and Delete. Plain forms with intent
// buttons: everything works without JavaScript.

type Section = Awaited<ReturnType<typeof webhookSection>>
type Endpoint = Section['endpoints'][number]

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600'

const STATUS_STYLE: Record<string, string> = {
  delivered: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
}

export function WebhookEndpoints({
  section,
  page,
  created,
  lastResult,
  busy,
}: {
  section: Section
  page: string
  created: { url: string; secret: string; previousValidUntil?: string } | null
  lastResult: SubmissionResult<string[]> | undefined
  busy: boolean
}) {
  return (
    <section aria-labelledby="webhooks-heading" className="mt-12">
      <h2 id="webhooks-heading" className="text-2xl font-bold">
        Webhook endpoints
      </h2>
      <p className="mt-2 text-slate-700">
        The store POSTs your orders’, designs’ and payouts’ events to these URLs as they happen, signed per the{' '}
        <a href="https://www.standardwebhooks.com/" className="font-semibold text-brand-700 underline">
          Standard Webhooks
        </a>{' '}
        specification (<code className="rounded bg-slate-100 px-1">webhook-id</code>,{' '}
        <code className="rounded bg-slate-100 px-1">webhook-timestamp</code>,{' '}
        <code className="rounded bg-slate-100 px-1">webhook-signature</code>). A failed delivery is retried with backoff for about
        three days.
      </p>

      {created ? (
        <section aria-labelledby="new-secret-heading" className="mt-6 rounded-2xl border border-green-300 bg-green-50 p-6">
          <h3 id="new-secret-heading" className="text-lg font-bold">
            {created.previousValidUntil ? 'New signing secret' : 'Signing secret'} for {created.url}
          </h3>
          <p className="mt-1 text-sm text-slate-800">Copy it now: it is shown only this once. Verify every delivery with it.</p>
          {created.previousValidUntil ? (
            <p className="mt-1 text-sm text-slate-800">
              Until {created.previousValidUntil} each delivery is also signed with the old secret: switch your receiver to this
              one before then.
            </p>
          ) : null}
          <label htmlFor="new-secret" className="mt-4 block text-sm font-semibold">
            Secret
          </label>
          <input
            id="new-secret"
            readOnly
            value={created.secret}
            onFocus={(event) => event.currentTarget.select()}
            className={`${field} bg-white font-mono`}
          />
        </section>
      ) : null}

      <section aria-labelledby="add-endpoint-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 id="add-endpoint-heading" className="text-xl font-bold">
          Add an endpoint
        </h3>
        <CreateEndpointForm
          key={created?.secret ?? 'endpoint-form'}
          page={page}
          allowLocal={section.allowLocalUrls}
          lastResult={lastResult}
          busy={busy}
        />
      </section>

      {section.endpoints.length === 0 ? (
        <p className="mt-6 text-slate-700">You have no webhook endpoints.</p>
      ) : (
        <ul className="mt-6 space-y-6" aria-label="Your webhook endpoints">
          {section.endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} page={page} busy={busy} />
          ))}
        </ul>
      )}
    </section>
  )
}

function EndpointCard({ endpoint, page, busy }: { endpoint: Endpoint; page: string; busy: boolean }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="break-all font-mono font-semibold">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
          <p className="mt-1 text-sm text-slate-700">
            <span className={endpoint.enabled ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
              {endpoint.enabled ? 'Enabled' : 'Disabled'}
            </span>
            {endpoint.disabledReason ? ` (${endpoint.disabledReason})` : ''} · {endpoint.eventTypes.join(', ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post" action={page} preventScrollReset>
            <input type="hidden" name="endpointId" value={endpoint.id} />
            <button
              type="submit"
              name="intent"
              value={endpoint.enabled ? 'disable-endpoint' : 'enable-endpoint'}
              className={buttonClass.secondary}
              aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.url}`}
              disabled={busy}
            >
              {endpoint.enabled ? 'Disable' : 'Enable'}
            </button>
          </Form>
          <Form method="post" action={page} preventScrollReset>
            <input type="hidden" name="endpointId" value={endpoint.id} />
            <button
              type="submit"
              name="intent"
              value="rotate-secret"
              className={buttonClass.secondary}
              aria-label={`Rotate the signing secret of ${endpoint.url}`}
              disabled={busy}
            >
              Rotate secret
            </button>
          </Form>
          <Form method="post" action={page} preventScrollReset>
            <input type="hidden" name="endpointId" value={endpoint.id} />
            <button
              type="submit"
              name="intent"
              value="delete-endpoint"
              className={buttonClass.danger}
              aria-label={`Delete ${endpoint.url}`}
              disabled={busy}
            >
              Delete
            </button>
          </Form>
        </div>
      </div>
      <h4 className="mt-4 text-sm font-bold">Latest deliveries</h4>
      {endpoint.deliveries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">Nothing sent yet.</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200"
          aria-label={`Deliveries to ${endpoint.url}`}
        >
          {endpoint.deliveries.map((delivery) => (
            <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <div className="min-w-0">
                <p>
                  <span className="font-semibold">{delivery.eventType}</span>{' '}
                  <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[delivery.status] ?? ''}`}>
                    {delivery.status}
                  </span>
                </p>
                <p className="break-all text-slate-700">
                  <code>{delivery.messageId}</code> · {delivery.createdAt}
                </p>
                <p className="text-slate-700">
                  {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                  {delivery.lastStatusCode !== null ? ` · last answer ${delivery.lastStatusCode}` : ''}
                  {delivery.lastError ? ` · ${delivery.lastError}` : ''}
                  {delivery.nextAttemptAt ? ` · next attempt ${delivery.nextAttemptAt}` : ''}
                </p>
              </div>
              <Form method="post" action={page} preventScrollReset>
                <input type="hidden" name="endpointId" value={endpoint.id} />
                <input type="hidden" name="deliveryId" value={delivery.id} />
                <button
                  type="submit"
                  name="intent"
                  value="redeliver"
                  className={buttonClass.secondary}
                  aria-label={`Redeliver ${delivery.eventType} ${delivery.messageId}`}
                  disabled={busy}
                >
                  Redeliver
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** Checked in the browser with the endpoint schema, and again by the action (errors under their fields). */
function CreateEndpointForm({
  page,
  allowLocal,
  lastResult,
  busy,
}: {
  page: string
  allowLocal: boolean
  lastResult: SubmissionResult<string[]> | undefined
  busy: boolean
}) {
  const schema = webhookEndpointSchema({ allowLocal })
  const [form, fields] = useForm({
    id: 'create-endpoint',
    lastResult,
    defaultValue: { url: '', description: '', eventTypes: [...EVENT_TYPES] },
    constraint: getZodConstraint(schema),
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return (
    <Form method="post" action={page} {...getFormProps(form)} noValidate className="mt-4 space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="create-endpoint" />
      {form.errors?.[0] ? (
        <p id={form.errorId} role="alert" className="text-sm text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      <div>
        <label htmlFor={fields.url.id} className="text-sm font-semibold">
          Endpoint URL
        </label>
        <input
          {...getInputProps(fields.url, { type: 'url' })}
          key={fields.url.key}
          maxLength={ENDPOINT_URL_MAX}
          placeholder="https://example.com/webhooks/shirtsmith"
          className={field}
        />
        <FieldError id={fields.url.errorId} errors={fields.url.errors} />
      </div>
      <div>
        <label htmlFor={fields.description.id} className="text-sm font-semibold">
          Description (optional)
        </label>
        <input
          {...getInputProps(fields.description, { type: 'text' })}
          key={fields.description.key}
          maxLength={ENDPOINT_DESCRIPTION_MAX}
          placeholder="e.g. Order sync"
          className={field}
        />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <CheckboxGroup meta={fields.eventTypes} legend="Events" options={EVENT_TYPES} labels={EVENT_LABELS} />
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        Add endpoint
      </button>
    </Form>
  )
}
