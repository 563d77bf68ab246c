import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button.ts'
import { deleteAccount, findAccountIdentity } from '~/modules/account/index.server.ts'
import { requestDesignFileSweep } from '~/modules/design/index.server.ts'
import { findOperator } from '~/web/admin.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { destroySession, getSession, signedInUserId } from '~/web/session.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// /account: the signed-in person's account (ADR 127): links to what they own, the export of
// everything stored about them, and deleting the account. Works without JavaScript.

const PAGE = '/account'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await signedInUserId(context, await getSession(context, request))
  if (!userId) return { signedIn: false as const }
  const account = await findAccountIdentity(context.db, userId)
  if (!account) return { signedIn: false as const }
  return {
    signedIn: true as const,
    username: account.username,
    email: account.email,
    operator: Boolean(await findOperator(context, request)),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(context, request)
  const userId = await signedInUserId(context, session)
  if (!userId)
    return redirectWithToast(context, '/', {
      title: 'Authentication Required',
      description: 'Please log in to continue',
      type: 'error',
    })
  const form = await readForm(request)
  // The page's one form deletes the account; any other intent is a 400.
  requireFormIntent(form, ['delete'])
  const account = await findAccountIdentity(context.db, userId)
  if (!account || String(form.get('confirm') ?? '').trim() !== account.username) {
    return redirectWithToast(context, PAGE, {
      title: 'Account not deleted',
      description: 'Type your username exactly to confirm.',
      type: 'error',
    })
  }
  await deleteAccount(context.db, userId)
  // The deleted designs' pictures leave storage on the job queue (ADR 133).
  requestDesignFileSweep()
  // Every session row is gone already (signed out everywhere); this clears this browser's cookie too.
  const headers = new Headers({ 'Set-Cookie': await destroySession(context, session) })
  return redirectWithToast(
    context,
    '/',
    { title: 'Your account is deleted', description: 'You are signed out everywhere.', type: 'success' },
    { headers },
  )
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: MetaFunction = () => [{ title: 'Your account · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export default function AccountRoute() {
  const data = useLoaderData<typeof loader>()
  if (!data.signedIn) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">Your account</h1>
        <p className="mt-4 text-lg text-slate-700">Sign in to see your account</p>
        <a href="/api/login?returnTo=%2Faccount" className={`${buttonClass.primary} mt-6`}>
          Sign In
        </a>
      </section>
    )
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Your account</h1>
      <p className="mt-2 text-slate-700">
        Signed in as <span className="font-semibold">{data.username}</span>
        {data.email ? ` (${data.email})` : ''}.
      </p>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2">
        {[
          { to: '/my-designs', label: 'My designs' },
          { to: '/my-shops', label: 'My shops' },
          { to: '/orders', label: 'My orders' },
          { to: '/account/tokens', label: 'API tokens' },
          ...(data.operator ? [{ to: '/admin', label: 'Operator console' }] : []),
        ].map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              className="block rounded-xl border border-slate-200 bg-white p-3 font-semibold text-brand-700 hover:border-slate-400"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="export-heading" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="export-heading" className="text-xl font-bold">
          Download your data
        </h2>
        <p className="mt-1 text-slate-700">
          One JSON file with everything we store about you: your profile, designs, shops, orders, upvotes, API tokens (names only)
          and reports you sent.
        </p>
        <a href="/account/export" download className={`${buttonClass.secondary} mt-4`}>
          Download my data (JSON)
        </a>
      </section>

      <section aria-labelledby="delete-heading" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6">
        <h2 id="delete-heading" className="text-xl font-bold text-red-900">
          Delete your account
        </h2>
        <p className="mt-1 text-slate-800">
          Your designs and shops are deleted, your API tokens stop working and you are signed out everywhere. Orders you placed
          stay in our accounts without your e-mail address or phone number, as the law requires (see the{' '}
          <Link to="/privacy" className="underline">
            privacy page
          </Link>
          ). This cannot be undone.
        </p>
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="delete" />
          <label className="block text-sm font-semibold">
            Type your username, <span className="font-mono">{data.username}</span>, to confirm
            <input
              name="confirm"
              autoComplete="off"
              required
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <button type="submit" className={buttonClass.danger}>
            Delete my account
          </button>
        </Form>
      </section>
    </div>
  )
}
