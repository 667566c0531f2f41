import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while React hydrates prerendered HTML, true afterwards. What depends on
 * the address's query (the home modal) waits for it, so the first client render matches the
 * HTML, which was rendered without a query.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
