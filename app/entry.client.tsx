// The browser entry: Remix's own (hydrate the document in a transition, in StrictMode), and one listener
// that keeps aborted loads, which are not failures, out of the console (app/lib/aborted-loads.ts).
import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ignoreAbortedLoads } from './lib/aborted-loads.ts'

window.addEventListener('unhandledrejection', ignoreAbortedLoads)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  )
})
