import type { ActionFunctionArgs } from '@remix-run/node'
import { getConfig } from '~/lib/config.server.ts'
import { jsonWith, methodNotAllowed, ownerOf, apiRoute } from '~/web/api.server.ts'
import { storeUpload } from '~/modules/design/index.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { readMultipartUpload } from '~/web/multipart-upload.server.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'

function loaderImpl() {
  return methodNotAllowed()
}

async function actionImpl({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const { owner, headers } = await ownerOf(request)
  const limited = await checkRateLimit('upload', context, owner)
  if (limited) {
    headers.set('Connection', 'close')
    return limitResponse(limited, { error: limited.message })
  }
  const upload = await readMultipartUpload(request)
  const outcome = upload.ok ? await storeUpload(getDb(), owner, upload, getConfig().appUrl) : upload
  if (!outcome.ok) {
    // The body may not have been read to the end (an oversized file): do not keep the connection.
    if (outcome.status === 413) headers.set('Connection', 'close')
    return jsonWith({ error: outcome.message, message: outcome.message }, outcome.status, headers)
  }
  return jsonWith({ filePath: outcome.value.filePath, imgurUrl: outcome.value.imgurUrl }, 201, headers)
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
