import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { AdminNav } from '~/components/admin/admin-ui.tsx'
import { requireOperator } from '~/web/admin.server.ts'

// The operator's console (ADR 127). Every page under /admin checks the operator itself (loaders run
// in parallel, so this layout's check alone would not stop a child's loader); anyone else gets 404.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await requireOperator(context, request)
  return { operator: operator.username }
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: MetaFunction = () => [{ title: 'Console · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export default function AdminLayout() {
  const { operator } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Operator console</h1>
        <p className="text-sm text-slate-700">Signed in as {operator}. Every action here is written to the audit log.</p>
      </div>
      <AdminNav />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  )
}
