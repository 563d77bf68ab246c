import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { listMailbox } from '~/services/email/offline.server.ts'

// GET /dev/mailbox: the test-mode mailbox, the e-mails the store wrote instead of sending (no SMTP_URL).
// With SMTP configured e-mail really goes out and this page does not exist.
export async function loader({ context }: LoaderFunctionArgs) {
  const dir = context.mailbox
  if (!dir) throw data({ message: 'Not found' }, { status: 404 })
  return data({ messages: await listMailbox(dir) }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function MailboxRoute() {
  const { messages } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Test-mode mailbox</h1>
      <p className="mt-1 text-slate-700">
        Without an SMTP server (SMTP_URL) the store writes its e-mails here, as .eml files in the data folder.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 text-slate-700">No e-mail yet.</p>
      ) : (
        <table className="mt-6 w-full text-left text-sm" data-testid="mailbox">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th className="py-2 pr-4 font-medium">Date</th>
              <th className="py-2 pr-4 font-medium">To</th>
              <th className="py-2 font-medium">Subject</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {messages.map((m) => (
              <tr key={m.file}>
                <td className="py-2 pr-4 text-slate-700 sm:whitespace-nowrap">{m.date}</td>
                <td className="py-2 pr-4 wrap-anywhere">{m.to}</td>
                <td className="py-2 wrap-break-word">
                  <a href={`/dev/mailbox/${m.file}`} className="text-brand-700 underline">
                    {m.subject || '(no subject)'}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Test-mode mailbox · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
