import { lazyComponent } from '@/utils/lazy-module-component.ts'

// The month-by-month table (and its CSV export, whose totals come from the money library) is
// only needed once there is a result: it loads after the form, fetched when a screen mounts, and
// is drawn in the same render as the result once here (no Suspense: see lazyComponent).
export const AmortizationTable = lazyComponent(() =>
  import('./amortization-table.tsx').then((m) => ({ default: m.AmortizationTable })),
)
