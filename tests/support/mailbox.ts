import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { headersOf } from '~/services/email/offline.server.ts'

// Tests find e-mails in the offline mailbox the way a person does: by a header (Message-ID, To,
// Subject) or by the order's id inside the message, never by guessing the file's name.

interface MailboxMessage {
  /** The .eml file's name in the mailbox folder (for /dev/mailbox/{file}). */
  file: string
  source: string
  /** Header fields, lower-case names. */
  headers: Map<string, string>
  /** The decoded body of each part by content type (text/plain, text/html). */
  parts: Map<string, string>
}

interface MessageMatch {
  messageId?: string
  to?: string
  subject?: string
  /** An order's public id: the message links to its order page. */
  orderId?: string
}

function decodeQuotedPrintable(body: string) {
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The message's headers and its parts by content type (multipart/alternative, one level). */
function parseEml(source: string) {
  const headers = headersOf(source)
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1]
  const parts = new Map<string, string>()
  for (const chunk of boundary ? source.split(`--${boundary}`).slice(1, -1) : []) {
    const [head, ...rest] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
    const partHeaders = headersOf(`${head}\n\n`)
    const type = (partHeaders.get('content-type') ?? '').split(';')[0]!.trim()
    const encoding = partHeaders.get('content-transfer-encoding') ?? '7bit'
    const body = rest.join('\n\n')
    parts.set(
      type,
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : encoding === 'base64'
          ? Buffer.from(body, 'base64').toString('utf8')
          : body,
    )
  }
  return { headers, parts }
}

/** Every message in the mailbox folder (none when it does not exist yet). */
export function readMailbox(dir: string): MailboxMessage[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8')
      return { file, source, ...parseEml(source) }
    })
}

function matches(message: MailboxMessage, match: MessageMatch) {
  if (match.messageId !== undefined && message.headers.get('message-id') !== match.messageId) return false
  if (match.to !== undefined && message.headers.get('to') !== match.to) return false
  if (match.subject !== undefined && message.headers.get('subject') !== match.subject) return false
  if (match.orderId !== undefined) {
    const link = new RegExp(`/orders/${match.orderId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_-])`)
    if (![...message.parts.values(), message.source].some((body) => link.test(body))) return false
  }
  return true
}

/** The mailbox's messages that match every field given. */
export function findMessages(dir: string, match: MessageMatch): MailboxMessage[] {
  return readMailbox(dir).filter((m) => matches(m, match))
}

/** The one message that matches; fails the test, listing what the mailbox holds, when not exactly one does. */
export function findMessage(dir: string, match: MessageMatch): MailboxMessage {
  const found = findMessages(dir, match)
  if (found.length !== 1) {
    const held = readMailbox(dir).map(
      (m) => `${m.headers.get('message-id')} to ${m.headers.get('to')}: ${m.headers.get('subject')}`,
    )
    throw new Error(
      `expected one message matching ${JSON.stringify(match)}, found ${found.length}; the mailbox holds:\n${held.join('\n')}`,
    )
  }
  return found[0]!
}
