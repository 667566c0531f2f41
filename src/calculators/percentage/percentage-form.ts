import { defineModes } from '@/components/form/modes.ts'
import { PERCENTAGE_MODES, type PercentageMode } from '@/lib/percentage/percentage-options.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { percentageSummary } from './percentage-text.ts'

/** The tabs, the first (`de`) the one the screen opens on. */
export const PERCENTAGE_TABS = defineModes(PERCENTAGE_MODES)

const percentage = lazyModule(() => import('@/lib/percentage/percentage.ts'))

/** What the four tabs' forms have in common; each adds its fields and its `compute`. */
export function percentageForm(modo: PercentageMode) {
  return {
    id: 'percentage' as const,
    mode: PERCENTAGE_TABS.of(modo),
    lib: percentage,
    history: percentageSummary,
  }
}
