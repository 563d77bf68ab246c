import { startPromptJob } from '~/modules/design-job/index.server.ts'
import { methodNotAllowed, apiRoute } from '~/web/api.server.ts'
import { waitingDesignAction } from '~/web/design-job-http.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'

// The spec's one-request generation: queues a design job like POST /api/design-jobs, then waits for
// it and answers the design (201). Clients that want progress use /api/design-jobs instead.

function loaderImpl() {
  return methodNotAllowed()
}

// Idempotency-Key: a repeated request answers the first success (ADR 102).
const actionImpl = idempotent(waitingDesignAction(startPromptJob))

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
