import { createContext, useContext, type ReactNode } from 'react'

// The Content-Security-Policy nonce of this response, for the scripts Remix renders. On the client
// it is empty: browsers hide nonces from the page, and scripts added after hydration come from
// the store's own origin ('self').
const NonceContext = createContext('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export function useNonce() {
  return useContext(NonceContext)
}
