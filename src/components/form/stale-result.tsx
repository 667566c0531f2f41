import { History } from 'lucide-react'
import type { ReactNode } from 'react'

import { STALE_TEXT, StaleContext } from './result-reveal.ts'

/** The result, under the out-of-date line when it is; its share button is off meanwhile. */
export function StaleResult({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <>
      {stale && children ? (
        <p
          data-stale-line
          className="mt-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <History aria-hidden className="mt-0.5 size-4 shrink-0" />
          {STALE_TEXT}
        </p>
      ) : null}
      <StaleContext value={stale}>{children}</StaleContext>
    </>
  )
}
