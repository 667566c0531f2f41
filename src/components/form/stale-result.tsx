import type { ReactNode } from 'react'

import { STALE_TEXT, StaleContext } from './result-reveal.ts'

/** The result, under the out-of-date line when it is; its share button is off meanwhile. */
export function StaleResult({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <>
      {stale && children ? <p data-stale-line>{STALE_TEXT}</p> : null}
      <StaleContext value={stale}>{children}</StaleContext>
    </>
  )
}
