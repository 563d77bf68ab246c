import { useActionData, useLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import type { StudioActionData, loadStudioPage } from '~/web/studio-page.server.ts'
import { useOptionalUser } from '~/web/optional-user.ts'
import { Studio } from './studio.tsx'

// Below the studio: hydrated once its own chunk has loaded (the server always renders it whole).
const CommunitySections = lazy(() => import('~/components/community/community-sections.tsx'))

type LoaderData = Awaited<ReturnType<typeof loadStudioPage>>['data']

/** The hero, the studio and (on the home page) the community sections. */
export function StudioPage({
  path,
  title,
  intro,
  withCommunity,
}: {
  path: string
  title: string
  intro: string
  withCommunity: boolean
}) {
  const loaderData = useLoaderData<LoaderData>() as unknown as LoaderData
  // A failed form shows its error and keeps what was typed: from the action, or from a failed job.
  const actionData = (useActionData<StudioActionData>() as StudioActionData | undefined) ?? loaderData.failedJob ?? undefined
  const user = useOptionalUser()
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 text-center sm:pt-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-base text-slate-700 sm:text-lg">{intro}</p>
        </div>
      </section>
      <Studio
        path={path}
        action={path === '/' ? '/?index' : path}
        colors={loaderData.colors}
        sizes={loaderData.sizes}
        priceCents={loaderData.priceCents}
        design={loaderData.design}
        community={loaderData.recent}
        mode={actionData?.intent === 'upload' ? 'upload' : loaderData.mode}
        signedIn={Boolean(user)}
        formError={actionData?.formError ?? null}
        refusal={actionData?.refusal ? { intent: actionData.intent, message: actionData.refusal } : null}
        values={actionData?.values ?? {}}
        lastResult={actionData?.result ? { intent: actionData.intent, result: actionData.result } : null}
      />
      {withCommunity ? (
        <Suspense fallback={null}>
          <CommunitySections
            popular={loaderData.popular}
            community={loaderData.community}
            signedIn={Boolean(user)}
            failed={loaderData.communityFailed}
            hasMore={loaderData.communityHasMore}
            page={loaderData.galleryPage}
            nextCursor={loaderData.communityNextCursor}
            phoneCursor={loaderData.communityPhoneCursor}
            search={loaderData.search}
            colors={loaderData.colors.map((c) => c.name)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
