import { catalogueColorNames, findOwnedUpload, type Owner } from '~/modules/design/index.server.ts'
import { MESSAGES } from '~/modules/design/index.ts'
import { communityDefault, firstIssue, fromImageSchema, generateDesignSchema, uploadFormSchema } from '~/modules/design/index.ts'
import { fail, storeUpload, type Outcome } from '~/modules/design/index.server.ts'
import type { ParsedUpload } from '~/modules/design/index.server.ts'
import type { GenerateDesignInput } from '~/modules/design/index.ts'
import type { DB } from '~/lib/db.server.ts'
import { queueDesignJob } from './dispatch.server.ts'
import type { DesignWork } from './run.server.ts'

// Starting a design: the request is checked here, at once (a bad prompt or a stranger's upload is a
// 4xx before anything waits in line), then queued as a job. Answers the job's id.

/** A design from a prompt (the fields of POST /api/designs/generate). */
export async function startPromptJob(db: DB, work: DesignWork, owner: Owner, raw: unknown): Promise<Outcome<string>> {
  const parsed = generateDesignSchema(await catalogueColorNames(db)).safeParse(raw ?? {})
  if (!parsed.success) return fail(400, firstIssue(parsed.error))
  return { ok: true, value: await startCheckedPromptJob(db, work, owner, parsed.data) }
}

/**
 * A design from a prompt already checked against `generateDesignSchema` (the studio's form, which
 * parses once with Conform so the same pass gives the errors under the fields). Answers the job's id.
 */
export async function startCheckedPromptJob(db: DB, work: DesignWork, owner: Owner, input: GenerateDesignInput): Promise<string> {
  // Not said: shown for a signed-in maker, kept out of the community for a signed-out one.
  const showInCommunity = input.showInCommunity ?? communityDefault(owner)
  return queueDesignJob(db, work, owner, { source: 'prompt', input: { ...input, showInCommunity } })
}

/** A design from one of the owner's uploads (the fields of POST /api/designs/from-image). */
export async function startUploadJob(db: DB, work: DesignWork, owner: Owner, raw: unknown): Promise<Outcome<string>> {
  const parsed = fromImageSchema(await catalogueColorNames(db)).safeParse(raw ?? {})
  if (!parsed.success) return fail(400, firstIssue(parsed.error))
  if (!(await findOwnedUpload(db, owner, parsed.data.imagePath))) return fail(404, MESSAGES.unknownUpload)
  return { ok: true, value: await queueDesignJob(db, work, owner, { source: 'upload', input: parsed.data }) }
}

/** POST /api/design-jobs: `source` says which ("prompt", the default, or "upload"). */
export async function startDesignJob(db: DB, work: DesignWork, owner: Owner, raw: unknown): Promise<Outcome<string>> {
  const source = raw && typeof raw === 'object' && 'source' in raw ? (raw as { source: unknown }).source : 'prompt'
  if (source === 'upload') return startUploadJob(db, work, owner, raw)
  if (source === 'prompt') return startPromptJob(db, work, owner, raw)
  return fail(400, 'source must be "prompt" or "upload"')
}

/** The upload form without JavaScript: file and options in one multipart post. */
export async function startUploadFormJob(
  db: DB,
  work: DesignWork,
  owner: Owner,
  upload: ParsedUpload,
  appUrl: string,
): Promise<Outcome<string>> {
  const stored = await storeUpload(db, work.storage, owner, upload, appUrl)
  if (!stored.ok) return stored
  const options = uploadFormSchema(await catalogueColorNames(db)).safeParse(stored.value.fields)
  if (!options.success) return fail(400, firstIssue(options.error))
  return startUploadJob(db, work, owner, {
    imagePath: stored.value.filePath,
    tshirtColor: options.data.color,
    style: options.data.style,
    showInCommunity: options.data.showInCommunity,
    removeBackground: options.data.removeBackground,
    fit: options.data.fit,
  })
}
