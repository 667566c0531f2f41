import { lazy } from 'react'

// The month-by-month table (and its CSV export, whose totals come from the money library) is
// only needed once there is a result: it loads after the form (issue 7), fetched when a screen
// mounts, and is shown inside the result's Suspense, so the result appears all at once.
export const loadAmortizationTable = () => import('./amortization-table.tsx')
export const AmortizationTable = lazy(() =>
  loadAmortizationTable().then((m) => ({ default: m.AmortizationTable })),
)
