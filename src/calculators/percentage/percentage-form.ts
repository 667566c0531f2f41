import type { PercentageMode } from '@/lib/percentage/percentage-options.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { percentageSummary } from './percentage-text.ts'

const percentage = lazyModule(() => import('@/lib/percentage/percentage.ts'))

/** What the four tabs' forms have in common; each adds its fields and its `compute`. */
export function percentageForm(modo: PercentageMode) {
  return {
    id: 'percentage' as const,
    mode: { value: modo, isDefault: modo === 'de' },
    lib: percentage,
    history: percentageSummary,
  }
}
