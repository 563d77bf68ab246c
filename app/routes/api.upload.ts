import type { ActionFunctionArgs } from '@remix-run/node'
import { getConfig } from '~/config.server.ts'
import { jsonWith, methodNotAllowed, ownerOf } from '~/modules/design/http.server.ts'
import { storeUpload } from '~/modules/design/studio.server.ts'
import { getDb } from '~/utils/db.server.ts'

export function loader() {
  return methodNotAllowed()
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const { owner, headers } = await ownerOf(request)
  const outcome = await storeUpload(getDb(), owner, request, getConfig().appUrl)
  if (!outcome.ok) {
    // The body may not have been read to the end (an oversized file): do not keep the connection.
    if (outcome.status === 413) headers.set('Connection', 'close')
    return jsonWith({ error: outcome.message, message: outcome.message }, outcome.status, headers)
  }
  return jsonWith({ filePath: outcome.value.filePath, imgurUrl: outcome.value.imgurUrl }, 201, headers)
}
