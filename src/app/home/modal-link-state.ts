/**
 * History state of an entry the home page pushed to open its modal. Closing that modal goes back
 * one step instead of pushing another entry, so Back after closing leaves the site as expected.
 */
export const modalLinkState = { openedFromHome: true } as const

export function wasOpenedFromHome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromHome' in state
}
