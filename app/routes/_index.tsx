import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { StudioPage } from '~/components/studio/studio-page.tsx'
import { loadStudioPage, studioAction } from '~/web/studio-page.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadStudioPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return studioAction(args, '/')
}

export default function HomeRoute() {
  return (
    <StudioPage
      path="/"
      title="Design your own t-shirt with AI"
      intro="Describe an idea or upload an image, pick a style, and preview it on a shirt in seconds."
      withCommunity
    />
  )
}

export const meta: MetaFunction = () => [
  { title: 'ShirtSmith · AI t-shirt designs, printed on demand' },
  { name: 'description', content: 'Create t-shirt designs with AI, preview them on a shirt and have them printed and shipped.' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
