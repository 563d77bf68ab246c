import type { LoaderFunctionArgs } from '@remix-run/node'
import { readMailboxMessage } from '~/services/email/offline.server.ts'

// GET /dev/mailbox/{file}.eml: one test-mode e-mail as its source (a mail program opens it as it is).
export async function loader({ params, context }: LoaderFunctionArgs) {
  const dir = context.mailbox
  const source = dir ? await readMailboxMessage(dir, params.file ?? '') : null
  if (source === null) return new Response('Not found', { status: 404 })
  return new Response(source, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
