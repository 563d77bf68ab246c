import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { utcMinute } from '~/components/admin/admin-ui.tsx'
import { listAudit } from '~/modules/audit/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'

// The audit log: every operator action, newest first, with the state before and after. Append-only.

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  const entries = await listAudit(context.db, { limit: 200 })
  return { entries: entries.map((e) => ({ ...e, createdAt: utcMinute(e.createdAt) })) }
}

export default function AdminAudit() {
  const { entries } = useLoaderData<typeof loader>()
  return (
    <div>
      <h2 className="text-xl font-bold">Audit log</h2>
      <p className="mt-1 text-sm text-slate-700">
        Every operator action, newest first. Entries can be neither changed nor deleted.
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-700">No actions yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="p-2">When</th>
                <th className="p-2">Who</th>
                <th className="p-2">What</th>
                <th className="p-2">Target</th>
                <th className="p-2">Before</th>
                <th className="p-2">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top">
                  <td className="whitespace-nowrap p-2">{e.createdAt}</td>
                  <td className="p-2">{e.actorName}</td>
                  <td className="p-2 font-semibold">
                    {e.action}
                    {e.note ? <span className="block font-normal text-slate-700">“{e.note}”</span> : null}
                  </td>
                  <td className="p-2">
                    {e.targetType} {e.targetId}
                  </td>
                  <td className="p-2">
                    <code className="break-all text-xs">{e.before === null ? '—' : JSON.stringify(e.before)}</code>
                  </td>
                  <td className="p-2">
                    <code className="break-all text-xs">{e.after === null ? '—' : JSON.stringify(e.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
