import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { SpinnerIcon } from '~/components/icons.tsx'
import { findOwnedJob } from '~/modules/design-job/index.server.ts'
import { placeText } from '~/modules/design-job/index.ts'
import { TOASTS } from '~/modules/design/index.ts'
import { readVisitor } from '~/web/session.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// The wait without JavaScript: a form post lands here; the page reloads itself every two seconds
// (Refresh) showing the stage and place in line, and goes to the finished design (or back to the form
// with its error and what was typed) when the job ends.

const REFRESH_SECONDS = 2

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await readVisitor(context, request)
  const view = await findOwnedJob(context.db, owner, params.id ?? '')
  if (!view) throw data({ message: 'Design not found' }, { status: 404 })
  const url = new URL(request.url)
  const back = url.searchParams.get('back') === 'home' ? '/' : '/design'
  const tab = view.source === 'upload' ? '&mode=upload' : ''
  if (view.status === 'done' && view.designId !== null) {
    const toast = view.source === 'upload' ? TOASTS.created : TOASTS.generated
    return redirectWithToast(context, `${back}?design=${view.designId}${tab}#preview`, toast, { status: 303 })
  }
  if (view.status === 'failed') return redirect(`${back}?job=${view.id}${tab}`, { status: 303 })
  return data({ job: view }, { headers: { Refresh: String(REFRESH_SECONDS), 'Cache-Control': 'private, no-store' } })
}

// The page's own Refresh and no-store reach the document response.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export default function DesignJobRoute() {
  const { job } = useLoaderData<typeof loader>()
  const place = placeText(job.place)
  const location = useLocation()
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section
        aria-labelledby="job-heading"
        aria-busy="true"
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      >
        <h1 id="job-heading" className="sr-only">
          Your design is on its way
        </h1>
        {job.partialUrl ? (
          <img
            src={job.partialUrl}
            alt="Your design so far, on the shirt"
            className="mx-auto aspect-square w-full max-w-sm rounded-xl"
          />
        ) : (
          <SpinnerIcon width={48} height={48} className="mx-auto motion-safe:animate-spin text-brand-700" />
        )}
        <div role="status" className="mt-4 space-y-1">
          <p className="text-lg font-semibold">Creating your design...</p>
          <p className="text-slate-700">Please be patient</p>
          <p className="text-sm font-medium text-brand-800" data-testid="job-stage">
            {job.stageLabel}
          </p>
          {place ? (
            <p className="text-sm text-slate-700" data-testid="job-place">
              {place}
            </p>
          ) : null}
        </div>
        <p className="mt-4 text-xs text-slate-600">
          This page updates by itself.{' '}
          <a href={`${location.pathname}${location.search}`} className="underline">
            Check now
          </a>
        </p>
      </section>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Creating your design · ShirtSmith' },
  { httpEquiv: 'refresh', content: String(REFRESH_SECONDS) },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
