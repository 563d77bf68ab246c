import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

// Where the soak's store sends its e-mail (SMTP_URL): a local SMTP server (smtp-server speaks the real
// protocol) that keeps the Message-ID of every message it is handed. Every send counts, which the
// offline mailbox cannot show: it writes a message with the same Message-ID over the earlier file.

export async function startMailSink() {
  const messageIds: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]
        messageIds.push(id ?? '(no Message-ID)')
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** How many times the receipt of an order was sent (its Message-ID is <order-{publicId}-receipt@host>). */
export function receiptCount(messageIds: readonly string[], publicId: string) {
  return messageIds.filter((id) => id.startsWith(`<order-${publicId}-receipt@`)).length
}
