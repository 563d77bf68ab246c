import type { LoaderFunctionArgs } from '@remix-run/node'
import { imageResponse } from '~/services/storage/serve.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return imageResponse(request, params['*'] ?? '')
}
