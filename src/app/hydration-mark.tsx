import { useEffect } from 'react'

import { markPageHydrated, useHydrated } from '@/hooks/use-hydrated.ts'

/**
 * Sets `<html data-hydrated>` once the page's own content, inside its lazy boundaries, has
 * hydrated, and what it shows from the address (a link's tab) is on screen: that comes with
 * useHydrated's transition, the same as this mark's. The app's code is fetched only after the
 * first paint (scripts/prerender.mjs), so a prerendered form is on screen before it works; the
 * browser tests wait for this mark.
 */
export function HydrationMark() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated) return
    markPageHydrated()
    document.documentElement.dataset.hydrated = 'true'
  }, [hydrated])
  return null
}
