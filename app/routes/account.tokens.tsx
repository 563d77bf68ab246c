import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { WebhookEndpoints } from '~/components/account/webhook-endpoints.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { CheckboxGroup } from '~/components/ui/checkbox-group.tsx'
import { FieldError } from '~/components/ui/field-error.tsx'
import { CreateTokenSchema, SCOPE_LABELS, SCOPES, TOKEN_NAME_MAX } from '~/modules/api-token/index.ts'
import { createApiToken, listApiTokens, revokeApiToken } from '~/modules/api-token/index.server.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { getUser, requireUser } from '~/web/auth.server.ts'
import { API_VERSION } from '~/web/api-version.ts'
import { readForm } from '~/web/request-body.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'
import { WEBHOOK_INTENTS, webhookAction, webhookSection, type WebhookActionResult } from '~/web/webhook-forms.server.ts'
import { formIntent } from '~/lib/intent.ts'

// /account/tokens: the signed-in user's personal API tokens (ADR 101). A new token is shown once, in
// the answer to the form that made it; only its hash is stored. Below them, the account's webhook
// endpoints and their delivery logs (ADR 130). Works without JavaScript.

const PAGE = '/account/tokens'

/** "2026-11-24 13:05 UTC": the same text on the server and in the browser. */
function utcMinute(value: Date | null) {
  return value ? `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC` : null
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context, request)
  if (!user) return { signedIn: false as const, tokens: [], webhooks: null }
  const tokens = (await listApiTokens(context.db, user.id)).map((token) => ({
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes,
    createdAt: utcMinute(token.createdAt)!,
    lastUsedAt: utcMinute(token.lastUsedAt),
  }))
  return { signedIn: true as const, tokens, webhooks: await webhookSection(context, user.id) }
}

/** What the page's forms post: a token made or revoked, or one of the webhook endpoints' intents. */
const TOKEN_INTENTS = ['create', 'revoke', ...WEBHOOK_INTENTS] as const

type ActionResult = { created: { name: string; token: string } } | { result: SubmissionResult<string[]> } | WebhookActionResult

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to manage API tokens',
  })
  const form = await readForm(request)
  const intent = formIntent(form, TOKEN_INTENTS)
  if (!intent) throw data({ message: 'Unknown action' }, { status: 400 })
  if (intent !== 'revoke' && intent !== 'create') return webhookAction(context, user.id, intent, form, PAGE)
  if (intent === 'revoke') {
    const tokenId = parseRowId(String(form.get('tokenId') ?? ''))
    const name = tokenId ? await revokeApiToken(context.db, user.id, tokenId) : null
    if (!name) {
      return redirectWithToast(context, PAGE, {
        title: 'Token not found',
        description: 'It may have been revoked already.',
        type: 'error',
      })
    }
    return redirectWithToast(context, PAGE, {
      title: 'Token revoked',
      description: `"${name}" no longer works.`,
      type: 'success',
    })
  }
  const submission = parseWithZod(form, { schema: CreateTokenSchema })
  // Refused: the form comes back with what was typed and each error under its field.
  if (submission.status !== 'success') return data<ActionResult>({ result: submission.reply() }, { status: 400 })
  // Pinned to today's API version (ADR 126): a later version changes nothing for this token until it asks.
  const result = await createApiToken(context.db, user.id, { ...submission.value, apiVersion: API_VERSION })
  if (!result.ok) return data<ActionResult>({ result: submission.reply({ formErrors: [result.message] }) }, { status: 409 })
  // The only time the token is ever sent: never cached, never stored in a cookie.
  return data<ActionResult>({ created: { name: result.summary.name, token: result.token } }, { status: 201 })
}

/** Personal: never cached anywhere (the page that shows a new token least of all). */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600'

export default function ApiTokensRoute() {
  const { signedIn, tokens, webhooks } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionResult | undefined
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'

  if (!signedIn) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">API tokens</h1>
        <p className="mt-4 text-lg text-slate-700">Sign in to manage your API tokens</p>
        <a href="/api/login?returnTo=%2Faccount%2Ftokens" className={`${buttonClass.primary} mt-6`}>
          Sign In
        </a>
      </section>
    )
  }

  const created = actionData && 'created' in actionData ? actionData.created : null
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const endpointCreated = actionData && 'endpointCreated' in actionData ? actionData.endpointCreated : null
  const endpointResult = actionData && 'endpointResult' in actionData ? actionData.endpointResult : undefined

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">API tokens</h1>
      <p className="mt-2 text-slate-700">
        A token lets a script use the{' '}
        <a href="/api/docs" className="font-semibold text-brand-700 underline">
          ShirtSmith API
        </a>{' '}
        as you: send it as <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;token&gt;</code>. Give each
        script its own token with only the scopes it needs, and revoke it when the script is gone.
      </p>

      {created ? (
        <section aria-labelledby="new-token-heading" className="mt-8 rounded-2xl border border-green-300 bg-green-50 p-6">
          <h2 id="new-token-heading" className="text-xl font-bold">
            Your new token “{created.name}”
          </h2>
          <p className="mt-1 text-sm text-slate-800">Copy it now: it is shown only this once and cannot be recovered.</p>
          <label htmlFor="new-token" className="mt-4 block text-sm font-semibold">
            Token
          </label>
          <input
            id="new-token"
            readOnly
            value={created.token}
            onFocus={(event) => event.currentTarget.select()}
            className={`${field} bg-white font-mono`}
          />
        </section>
      ) : null}

      <section aria-labelledby="create-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="create-heading" className="text-xl font-bold">
          Create a token
        </h2>
        {/* A new form after each token made, so the next one starts empty. */}
        <CreateTokenForm key={created?.token ?? 'form'} lastResult={lastResult} busy={busy} />
      </section>

      <section aria-labelledby="tokens-heading" className="mt-8">
        <h2 id="tokens-heading" className="text-xl font-bold">
          Your tokens
        </h2>
        {tokens.length === 0 ? (
          <p className="mt-2 text-slate-700">You have no API tokens.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
                <div>
                  <p className="font-semibold">{token.name}</p>
                  <p className="text-sm text-slate-700">
                    <code className="rounded bg-slate-100 px-1">{`${token.prefix}…`}</code> · {token.scopes.join(', ')}
                  </p>
                  <p className="text-sm text-slate-700">
                    Created {token.createdAt} · {token.lastUsedAt ? `Last used ${token.lastUsedAt}` : 'Never used'}
                  </p>
                </div>
                <Form method="post" action={PAGE} preventScrollReset>
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="tokenId" value={token.id} />
                  <button type="submit" className={buttonClass.danger} aria-label={`Revoke ${token.name}`} disabled={busy}>
                    Revoke
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      {webhooks ? (
        <WebhookEndpoints section={webhooks} page={PAGE} created={endpointCreated} lastResult={endpointResult} busy={busy} />
      ) : null}
    </div>
  )
}

/**
 * The create form (Conform): checked in the browser with CreateTokenSchema, and again by the action,
 * whose `submission.reply()` brings the errors back under their fields without JavaScript too.
 */
function CreateTokenForm({ lastResult, busy }: { lastResult: SubmissionResult<string[]> | undefined; busy: boolean }) {
  const [form, fields] = useForm({
    id: 'create-token',
    lastResult,
    defaultValue: { name: '', scopes: ['read'] },
    constraint: getZodConstraint(CreateTokenSchema),
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateTokenSchema }),
  })
  return (
    // noValidate always: without JavaScript the server's messages are shown, not the browser's bubbles.
    <Form method="post" action={PAGE} {...getFormProps(form)} noValidate className="mt-4 space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="create" />
      {form.errors?.[0] ? (
        <p id={form.errorId} role="alert" className="text-sm text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      <div>
        <label htmlFor={fields.name.id} className="text-sm font-semibold">
          Name
        </label>
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          key={fields.name.key}
          maxLength={TOKEN_NAME_MAX}
          placeholder="e.g. Order sync script"
          className={field}
        />
        <FieldError id={fields.name.errorId} errors={fields.name.errors} />
      </div>
      <CheckboxGroup meta={fields.scopes} legend="Scopes" options={SCOPES} labels={SCOPE_LABELS} />
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        Create token
      </button>
    </Form>
  )
}

export const meta: MetaFunction = () => [{ title: 'API tokens · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
