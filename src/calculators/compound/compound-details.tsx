import { Suspense } from 'react'

import type { FieldState } from '@/components/form/use-calculator-form.ts'
import { YearTable } from '@/components/year-table.tsx'
import type { CompoundPlanResult } from '@/lib/compound/compound-plan.ts'
import { cn } from '@/utils/cn.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { MonthTable } from './month-table.tsx'

// The chart is its own chunk (no chart library: see the component's comment on the budget),
// drawn in the same render once here rather than suspending a first time (lazyComponent).
const BalanceChart = lazyComponent(() => import('@/components/balance-chart.tsx'))

const VIEWS = [
  { value: '', label: 'Por ano' },
  { value: 'mes', label: 'Por mês' },
] as const

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
  return (
    <>
      <Suspense fallback={<div aria-hidden className="h-72" />}>
        <BalanceChart rows={r.yearly} summary={summary} />
      </Suspense>
      <div
        role="radiogroup"
        aria-label="Mostrar a tabela"
        className="bg-muted inline-flex self-start rounded-lg p-1"
      >
        {VIEWS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'has-focus-visible:outline-ring relative flex min-h-11 cursor-pointer items-center rounded-md px-4 text-sm font-medium has-focus-visible:outline-2',
              view.value === option.value
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              name={`${view.id}-tabela`}
              value={option.value}
              checked={view.value === option.value}
              onChange={() => view.setValue(option.value)}
              // Over the whole label, invisible: the tap lands on the radio itself.
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {option.label}
          </label>
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
