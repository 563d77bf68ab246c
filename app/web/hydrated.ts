import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False while rendering on the server and hydrating; true once JavaScript runs in the page. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
