import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

// Where the soak's store sends its e-mail (SMTP_URL): a local SMTP server (smtp-server speaks the real
// protocol) that keeps the Message-ID of every message it is handed. Every send counts, which the
// offline mailbox cannot show: it writes a message with the same Message-ID over the earlier file.

export async function startMailSink() {
  const messageIds: string[] = []
  const sentAt: number[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]
        messageIds.push(id ?? '(no Message-ID)')
        sentAt.push(Date.now())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    sentAt,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** How many times the receipt of an order was sent (its Message-ID is <order-{publicId}-receipt@host>). */
export function receiptCount(messageIds: readonly string[], publicId: string) {
  return messageIds.filter((id) => id.startsWith(`<order-${publicId}-receipt@`)).length
}

/** When each send of an order's receipt arrived, in order. */
export function receiptSends(messageIds: readonly string[], sentAt: readonly number[], publicId: string): number[] {
  return messageIds.flatMap((id, i) => (id.startsWith(`<order-${publicId}-receipt@`) ? [sentAt[i] ?? 0] : []))
}

// A send whose record was lost to a fault (the database cut, or the process killed, between the SMTP
// answer and the claim's "sent") is retried once its claim's lease lapses, with the same Message-ID, so
// the receiving server can drop it (ADR 144). Such a repeat is accepted only when a fault was injected
// between the two sends (or up to 5 s before the first, while it was in flight); any other repeat is
// the bug of two senders racing.
const IN_FLIGHT_MS = 5_000

/** How many repeated sends no injected fault explains. */
export function unexplainedRepeats(sends: readonly number[], faultTimes: readonly number[]): number {
  let unexplained = 0
  for (let i = 1; i < sends.length; i++) {
    const [first, again] = [sends[i - 1]!, sends[i]!]
    if (!faultTimes.some((t) => t >= first - IN_FLIGHT_MS && t <= again)) unexplained++
  }
  return unexplained
}
