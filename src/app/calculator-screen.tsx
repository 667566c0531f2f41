import { Suspense } from 'react'

import { findEntry } from '@/catalogue/catalogue.ts'
import type { CalculatorId } from '@/config/calculator-ids.ts'
import { CalculatorNames } from '@/components/form/calculator-names.ts'
import { CalculatorErrorBoundary } from '@/components/layout/calculator-error-boundary.tsx'

import { lazyCalculators } from './lazy-calculators.ts'

import { HydrationMark } from './hydration-mark.tsx'

const nameOf = (id: string) => findEntry(id)?.name

function Loading() {
  return (
    <div role="status" className="text-muted-foreground flex items-center gap-3 p-6 text-sm">
      <span
        aria-hidden
        className="border-muted-foreground/40 border-t-primary size-5 animate-spin rounded-full border-2"
      />
      Carregando calculadora…
    </div>
  )
}

/** One calculator's lazily loaded screen, with loading and failure states. */
export function CalculatorScreen({ id }: { id: CalculatorId }) {
  const Screen = lazyCalculators[id]
  return (
    <CalculatorNames value={nameOf}>
      <CalculatorErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Screen />
          <HydrationMark />
        </Suspense>
      </CalculatorErrorBoundary>
    </CalculatorNames>
  )
}
