import { lazy, Suspense, useDeferredValue } from 'react'

import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { YearTable } from '@/components/year-table.tsx'
import type { CompoundPlanResult } from '@/lib/compound/compound-plan.ts'
import { cn } from '@/utils/cn.ts'

import { MonthTable } from './month-table.tsx'

// The chart is its own chunk (no chart library: see the component's comment on the budget),
// fetched with the first result only.
const BalanceChart = lazy(() => import('@/components/balance-chart.tsx'))

const VIEWS = [
  { value: '', label: 'Por ano' },
  { value: 'mes', label: 'Por mês' },
] as const

/**
 * The table's choice goes into the link at once, as the inputs do after Calcular: a link copied
 * after choosing "Por mês" opens on the month-by-month table. Only `tabela` changes, so the
 * link keeps the inputs of the result on screen, not what was typed since.
 */
function linkView(value: string) {
  const url = new URL(window.location.href)
  if (value === '') url.searchParams.delete('tabela')
  else url.searchParams.set('tabela', value)
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * What a result adds under its figures: the chart and the table, year by year or month by month
 * as the person picks (`tabela=mes` in the link). Loaded after the form and drawn after the main
 * figure's frame (compound.tsx), so Calcular shows the figure first.
 */
export default function CompoundDetails({
  result: r,
  view,
  summary,
}: {
  result: CompoundPlanResult
  /** The `tabela` field: '' year by year, `mes` month by month. */
  view: FieldState
  summary: string
}) {
  const monthly = view.value === 'mes'
  // The table's first rows come first; the chart (90 money figures in its bar titles) a render
  // later, in the space kept for it (after a new Calcular, the previous chart until then).
  const chartRows = useDeferredValue(r.yearly, null)
  const placeholder = <div aria-hidden className="h-72" />
  return (
    <>
      {chartRows === null ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <BalanceChart rows={chartRows} summary={summary} />
        </Suspense>
      )}
      {/* Two toggle buttons rather than radios: the choice is how to read the result, not an
          input of the form. */}
      <div
        role="group"
        aria-label="Mostrar a tabela"
        className="no-print bg-muted inline-flex self-start rounded-lg p-1"
      >
        {VIEWS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={view.value === option.value}
            onClick={() => {
              view.setValue(option.value)
              linkView(option.value)
            }}
            className={cn(
              'focus-visible:outline-ring min-h-11 cursor-pointer rounded-md px-4 text-sm font-medium focus-visible:outline-2',
              view.value === option.value
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      {monthly ? (
        <MonthTable rows={r.monthly()} filename={`juros-compostos-${r.totalMonths}-meses.csv`} />
      ) : (
        <YearTable rows={r.yearly} />
      )}
    </>
  )
}
