import type { ActionFunctionArgs } from '@remix-run/node'
import { answer, jsonWith, methodNotAllowed, ownerOf, apiRoute } from '~/web/api.server.ts'
import { UploadAnswer } from '~/web/api-answers/designs.ts'
import { filledHoneypot } from '~/lib/honeypot.ts'
import { problem } from '~/web/problem.server.ts'
import { storeUpload } from '~/modules/design/index.server.ts'
import { readMultipartUpload } from '~/web/multipart-upload.server.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'

function loaderImpl() {
  return methodNotAllowed()
}

async function actionImpl({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const { owner, headers } = await ownerOf(context, request)
  const limited = await checkRateLimit(context, 'upload', owner)
  if (limited) {
    headers.set('Connection', 'close')
    return limitResponse(limited, { error: limited.message })
  }
  const upload = await readMultipartUpload(request)
  // The studio's upload form carries the honeypot: filled, it was a bot, and nothing is stored.
  if (upload.ok && filledHoneypot(new URLSearchParams(upload.fields))) {
    return problem({ status: 400, code: 'form_refused', detail: 'The form could not be sent.', headers })
  }
  const outcome = upload.ok ? await storeUpload(context.db, context.storage, owner, upload, context.config.appUrl) : upload
  if (!outcome.ok) {
    // The body may not have been read to the end (an oversized file): do not keep the connection.
    if (outcome.status === 413) headers.set('Connection', 'close')
    return jsonWith({ error: outcome.message, message: outcome.message }, outcome.status, headers)
  }
  return answer(UploadAnswer, { filePath: outcome.value.filePath, imgurUrl: outcome.value.imgurUrl }, { status: 201, headers })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
