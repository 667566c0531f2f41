import { useSyncExternalStore } from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import type { Comparison } from './compare-store.ts'

/**
 * "Comparar com outro cenário" is not in the page's first load (its JavaScript budget): it
 * loads with the first result, as the result's buttons do (use-form-run.ts waits for both before
 * a result shows), or at once for a link with inputs. A comparison starts from a result (Comparar)
 * or from a link with two scenarios (`b.<param>`, whose reading waits for it: use-form-link.ts),
 * so until it is here there is none.
 */
export const comparisonModule = lazyModule(() =>
  import('./form-comparison.ts').then((m) => m.comparisonParts),
)

const noSubscription = () => () => undefined

/** The comparison of calculator `id`, `null` when there is none (or its code is not here). */
export function useComparison(id: CalculatorId): Comparison | null {
  const parts = comparisonModule.current()
  return useSyncExternalStore(
    parts?.subscribe ?? noSubscription,
    () => parts?.comparisonOf(id) ?? null,
    () => null,
  )
}
