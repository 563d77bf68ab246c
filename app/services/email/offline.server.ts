import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailMessage, EmailService } from './email.ts'

/** A file name the mailbox accepts: what OfflineEmail writes, nothing that climbs out of the folder. */
export const MAILBOX_FILE_PATTERN = /^[0-9]{13}-[a-z0-9-]{1,100}\.eml$/

/**
 * The end of a message's file name: its Message-ID made readable (lower case, each run of other
 * characters one "-", at most 60 characters), then the first 12 hex digits of the SHA-256 of the
 * exact Message-ID. Readable ids may fold together ("<A_b@x>" and "<a-B@x>" read the same); the
 * hash keeps their files apart, so a message never overwrites another one's.
 */
function mailboxFileTail(messageId: string): string {
  const readable = messageId
    .replace(/[<>]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
  const hash = createHash('sha256').update(messageId).digest('hex').slice(0, 12)
  return `${readable || 'message'}-${hash}`
}

/**
 * The built-in mailbox (test mode): each message is written, complete with headers, as an .eml file
 * in `dir`, which any mail program opens. The same Message-ID (exactly) overwrites its earlier file,
 * as a receiving server drops a resent message; any other Message-ID gets a file of its own.
 */
export class OfflineEmail implements EmailService {
  readonly name = 'offline' as const
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const info = await this.composer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
    })
    await mkdir(this.dir, { recursive: true })
    const tail = mailboxFileTail(message.messageId)
    const existing = (await readdir(this.dir)).find((f) => f.endsWith(`-${tail}.eml`))
    const file = existing ?? `${Date.now()}-${tail}.eml`
    // Written aside and renamed, so the mailbox page never lists half a message.
    const target = path.join(this.dir, file)
    await writeFile(`${target}.tmp`, info.message as Buffer)
    await rename(`${target}.tmp`, target)
  }
}

export interface MailboxEntry {
  file: string
  to: string
  subject: string
  date: string
}

/** The mailbox's messages, newest first (at most `limit`). */
export async function listMailbox(dir: string, limit = 100): Promise<MailboxEntry[]> {
  let files: string[]
  try {
    files = (await readdir(dir)).filter((f) => MAILBOX_FILE_PATTERN.test(f))
  } catch {
    return []
  }
  files.sort().reverse()
  return Promise.all(
    files.slice(0, limit).map(async (file) => {
      const headers = headersOf(await readFile(path.join(dir, file), 'utf8'))
      return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', date: headers.get('date') ?? '' }
    }),
  )
}

/** One message's source, or null for a name that is not a mailbox file. */
export async function readMailboxMessage(dir: string, file: string): Promise<string | null> {
  if (!MAILBOX_FILE_PATTERN.test(file)) return null
  try {
    return await readFile(path.join(dir, file), 'utf8')
  } catch {
    return null
  }
}

/** The message's header fields (lower-case names; folded lines joined). */
export function headersOf(source: string): Map<string, string> {
  const head = source.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase()
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim())
    }
  }
  return headers
}
