import type { ReactNode } from 'react'

/**
 * The polite live region results appear in. It is on the page before any result, because screen
 * readers announce changes inside an existing live region but often ignore a region that is
 * inserted already filled.
 */
export function ResultRegion({
  children,
  label = 'Resultado',
}: {
  children: ReactNode
  label?: string
}) {
  return (
    <section aria-live="polite" aria-label={label} className="empty:hidden">
      {children}
    </section>
  )
}
