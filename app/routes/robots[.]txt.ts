import type { LoaderFunctionArgs } from '@remix-run/node'
import { robotsTxt } from '~/modules/seo/index.ts'

// GET /robots.txt: what crawlers may read, and where the sitemap is (an absolute address, so it is
// made from APP_URL rather than kept as a static file).
export async function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.config.appUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
