import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Links, Meta, Outlet, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { Footer } from './components/footer.tsx'
import { Header, PRODUCT_NAME } from './components/header.tsx'
import { Toaster } from './components/toaster.tsx'
import { InlineStylesheet } from './components/inline-stylesheet.tsx'
import { ScriptsAfterLoad } from './components/scripts-after-load.tsx'
import { simulatedForShoppers } from '~/lib/service-modes.server.ts'
import tailwindHref from './tailwind.css?url'
import { getUser } from '~/web/auth.server.ts'
import { countCartShirts } from '~/modules/cart/index.server.ts'
import type { DbAndConfig } from '~/web/load-context.ts'
import { getSession } from '~/web/session.server.ts'
import { useNonce } from '~/web/nonce.tsx'
import { getToast } from '~/web/toast.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = context.config
  const [user, { toast, headers }, cartCount] = await Promise.all([
    getUser(context, request),
    getToast(context, request),
    cartShirts(context, request),
  ])
  const testMode = simulatedForShoppers(config)
  return data(
    {
      user,
      cartCount,
      toast,
      testMode,
      publicEnv: { STRIPE_PUBLISHABLE_KEY: config.STRIPE_PUBLISHABLE_KEY ?? null },
    },
    { headers },
  )
}

/** Shirts in this browser's cart; no query at all for a visitor without a session. */
async function cartShirts(context: DbAndConfig, request: Request) {
  const { db } = context
  const visitorId = (await getSession(context, request)).get('visitorId')
  return visitorId ? countCartShirts(db, visitorId) : 0
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>['data']

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

export const links: LinksFunction = () => [
  // The stylesheet is rendered inline in <head> by InlineStylesheet.
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export const meta: MetaFunction = () => [
  { title: `${PRODUCT_NAME} · AI t-shirt designs, printed on demand` },
  { name: 'description', content: 'Create t-shirt designs with AI, preview them on a shirt and have them printed and shipped.' },
]

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData()
  const nonce = useNonce()
  useEffect(() => {
    // Lets tests (and curious people) know JavaScript has taken over the page.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlineStylesheet href={tailwindHref} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Toaster serverToast={rootData?.toast ?? null}>
          <Header user={rootData ? rootData.user : undefined} cartCount={rootData?.cartCount ?? 0} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer testMode={rootData?.testMode ?? []} />
        </Toaster>
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterLoad nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
