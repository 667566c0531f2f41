import { lazy, useState } from 'react'

import { useHydrated } from '@/hooks/use-hydrated.ts'

const DescriptionText = lazy(() => import('./description-text.tsx'))

/** An island React hydrates without reading into: the prerendered text in it stays as it is. */
const KEEP = { __html: '' }

/**
 * A grid card's sentence, without the home page shipping it: the prerendered HTML has every
 * card's text, and a card hydrating that HTML keeps it (an element React does not hydrate into,
 * `dangerouslySetInnerHTML`), so the sentences are no part of the home page's JavaScript
 * (docs/performance.md). Rendered afresh (the prerender itself, or the home page reached from
 * another page), the card loads the sentences, one chunk shared with the search and the dialog.
 */
export function CardDescription({ id, className }: { id: string; className: string }) {
  // Decided once, when the card mounts: in the browser `useHydrated` is false only while React
  // hydrates prerendered HTML, and the card keeps its first answer when it turns true.
  const hydrated = useHydrated()
  const [fresh] = useState(() => typeof document === 'undefined' || hydrated)
  // No Suspense boundary of its own, which would add markers to the prerendered HTML that the
  // hydrating island does not have: a fresh card waits in its category's (all-calculators.tsx).
  return fresh ? (
    <DescriptionText id={id} className={className} />
  ) : (
    <span className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
  )
}
