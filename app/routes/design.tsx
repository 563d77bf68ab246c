import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { StudioPage } from '~/components/studio/studio-page.tsx'
import { loadStudioPage, studioAction } from '~/web/studio-page.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadStudioPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return studioAction(args, '/design')
}

export default function DesignRoute() {
  return (
    <StudioPage
      path="/design"
      title="Create New Design"
      intro="Describe it in words or start from your own image, then see it on a shirt."
      withCommunity={false}
    />
  )
}

export const meta: MetaFunction = () => [{ title: 'Create New Design · ShirtSmith' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
