import { startUploadJob } from '~/modules/design-job/index.server.ts'
import { methodNotAllowed, apiRoute } from '~/web/api.server.ts'
import { waitingDesignAction } from '~/web/design-job-http.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'

// The spec's one-request restyle of an upload: queued as a design job, then waited for (201).

function loaderImpl() {
  return methodNotAllowed()
}

// Idempotency-Key: a repeated request answers the first success (ADR 102).
const actionImpl = idempotent(waitingDesignAction(startUploadJob))

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
