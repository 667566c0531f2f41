import { useEffect } from 'react'

/**
 * Sets `<html data-hydrated>` once the page's own content, inside its lazy boundaries, has
 * hydrated. The app's code is fetched only after the first paint (scripts/prerender.mjs), so a
 * prerendered form is on screen before it works; the browser tests wait for this mark.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
