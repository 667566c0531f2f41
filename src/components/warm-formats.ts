import { afterFirstIntent } from '@/utils/first-intent.ts'
import { formatInteger, formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'

/** One figure of each kind a money result shows: R$, the table's cells and percentages (two
 * decimals), rates (up to four), counts. */
function warm() {
  formatMoney(1)
  formatNumber(1, 2, 2)
  formatNumber(1, 4)
  formatNumber(1, 4, 4)
  formatPercent(1)
  formatInteger(1)
}

/**
 * Makes the pt-BR number formats of a result while the page is idle, once `after` (fetching the
 * screen's formulas, its table; started on the person's first intent, first-intent.ts) has
 * arrived, so that no fetch waits behind them. The first format loads the locale's data and each
 * new one costs more: on a phone with its CPU slowed 4× about 40 ms that were part of Calcular's
 * first frame (docs/performance.md). Returns the effect's cleanup.
 */
export function warmFormatsWhenIdle(after: () => Promise<unknown>): () => void {
  let idle = 0
  let done = false
  const stopWaiting = afterFirstIntent(() => {
    if (done) return
    after().then(
      () => {
        if (!done && 'requestIdleCallback' in window) idle = window.requestIdleCallback(warm)
      },
      // A chunk that failed is reported when Calcular needs it, not here.
      () => undefined,
    )
  })
  return () => {
    done = true
    stopWaiting()
    if (idle && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle)
  }
}
