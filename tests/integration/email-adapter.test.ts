import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailMessage } from '../../app/services/email/email.ts'
import { headersOf, listMailbox, OfflineEmail, readMailboxMessage } from '../../app/services/email/offline.server.ts'
import { SmtpEmail } from '../../app/services/email/smtp.server.ts'
import { findMessage, findMessages, readMailbox } from '../support/mailbox.ts'

// The e-mail adapter: SMTP against a local SMTP server (smtp-server speaks the real protocol), and
// the offline mailbox's .eml files.

const message: EmailMessage = {
  to: 'sam@example.com',
  subject: 'Your ShirtSmith order abc: receipt',
  text: 'Thank you for your order!\nTotal charged: $83.14',
  html: '<p>Thank you for your order!</p>',
  messageId: '<order-abc-receipt@shirtsmith.test>',
}

describe('SMTP', () => {
  const received: { from: string; to: string[]; data: string; user?: string }[] = []
  let server: SMTPServer
  let port: number

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'secret') return callback(null, { user: auth.username })
        return callback(new Error('Invalid username or password'))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('delivers the message with its sender, recipient, Message-ID and both parts, signed in from the URL', async () => {
    const smtp = new SmtpEmail(`smtp://mailer:secret@127.0.0.1:${port}`, 'ShirtSmith <orders@shirtsmith.test>')
    await smtp.send(message)
    smtp.close()
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail).toMatchObject({ from: 'orders@shirtsmith.test', to: ['sam@example.com'], user: 'mailer' })
    const headers = headersOf(mail!.data)
    expect(headers.get('message-id')).toBe('<order-abc-receipt@shirtsmith.test>')
    expect(headers.get('subject')).toBe(message.subject)
    expect(mail!.data).toContain('Total charged: $83.14')
    expect(mail!.data).toContain('text/html')
  })

  it('fails, rather than succeeding silently, when the server refuses the credentials', async () => {
    const smtp = new SmtpEmail(`smtp://mailer:wrong@127.0.0.1:${port}`, 'orders@shirtsmith.test')
    await expect(smtp.send(message)).rejects.toThrow(/Invalid username or password/)
    smtp.close()
  })

  it('gives up on a server that never answers within the timeout', async () => {
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const silentPort = (silent.address() as AddressInfo).port
    const smtp = new SmtpEmail(`smtp://127.0.0.1:${silentPort}`, 'orders@shirtsmith.test', 300)
    const started = Date.now()
    await expect(smtp.send(message)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5000)
    smtp.close()
    silent.close()
  })
})

describe('the offline mailbox', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-mailbox-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes each message as a complete .eml file, once per Message-ID, and lists it', async () => {
    const mailbox = new OfflineEmail(path.join(dir, 'mailbox'), 'ShirtSmith <orders@shirtsmith.test>')
    await mailbox.send(message)
    await mailbox.send(message)
    await mailbox.send({ ...message, subject: 'Another', messageId: '<other@shirtsmith.test>' })
    const files = readdirSync(mailbox.dir)
    expect(files).toHaveLength(2)
    const receipt = findMessage(mailbox.dir, { messageId: message.messageId }).file
    const source = readFileSync(path.join(mailbox.dir, receipt), 'utf8')
    const headers = headersOf(source)
    expect(headers.get('to')).toBe('sam@example.com')
    expect(headers.get('from')).toBe('ShirtSmith <orders@shirtsmith.test>')
    expect(headers.get('message-id')).toBe('<order-abc-receipt@shirtsmith.test>')
    expect(source).toContain('Total charged: $83.14')

    const listed = await listMailbox(mailbox.dir)
    expect(listed.map((m) => m.subject).sort()).toEqual(['Another', message.subject])
    expect(await readMailboxMessage(mailbox.dir, receipt)).toBe(source)
    expect(await readMailboxMessage(mailbox.dir, '../secret.eml')).toBeNull()
    expect(await listMailbox(path.join(dir, 'missing'))).toEqual([])
  })

  it('keeps each Message-ID in a file of its own, however its readable name folds: ids with "-" and "_" at either end, ids differing in case', async () => {
    const mailbox = new OfflineEmail(path.join(dir, 'folding'), 'ShirtSmith <orders@shirtsmith.test>')
    // Public order ids are base64url: "-" and "_" may stand first, last or next to the id's separators.
    const orderIds = [
      '-abc_DEF-ghi_JKL-mno_PQR_',
      '_abc_DEF-ghi_JKL-mno_PQR-',
      '-_abc_DEF-ghi_JKL-mno_PQ',
      'abc_DEF-ghi_JKL-mno_PQR_-',
    ]
    const ids = [
      ...orderIds.map((id) => `<order-${id}-receipt@shirtsmith.test>`),
      // The same letters in another case: a different Message-ID, so a different message.
      '<order-ABC_def-GHI_jkl-MNO_pqr_-receipt@shirtsmith.test>',
      '<order-abc_DEF-ghi_JKL-mno_PQR_-receipt@shirtsmith.test>',
    ]
    for (const [i, messageId] of ids.entries()) await mailbox.send({ ...message, subject: `Message ${i}`, messageId })
    // A resend of one of them (the same Message-ID, exactly) replaces its file.
    await mailbox.send({ ...message, subject: 'Message 0, resent', messageId: ids[0]! })

    const held = readMailbox(mailbox.dir)
    expect(held).toHaveLength(ids.length)
    expect(new Set(held.map((m) => m.headers.get('message-id')))).toEqual(new Set(ids))
    expect(findMessage(mailbox.dir, { messageId: ids[0]! }).headers.get('subject')).toBe('Message 0, resent')
    for (const [i, messageId] of ids.entries()) {
      if (i > 0) expect(findMessage(mailbox.dir, { messageId }).headers.get('subject')).toBe(`Message ${i}`)
    }
    // Every file name is one the mailbox page lists and serves.
    expect((await listMailbox(mailbox.dir)).map((m) => m.file).sort()).toEqual(held.map((m) => m.file).sort())
    for (const { file, source } of held) expect(await readMailboxMessage(mailbox.dir, file)).toBe(source)
    expect(findMessages(mailbox.dir, { subject: 'Message 3' })).toHaveLength(1)
  })
})
