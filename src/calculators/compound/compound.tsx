import { lazy, Suspense } from 'react'

import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { rateWarning } from '@/components/form/plausible.ts'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { RateFields, TermFields } from '@/components/rate-fields.tsx'
import { YearTable } from '@/components/year-table.tsx'
import { ok } from '@/lib/core/outcome.ts'
import { formatInteger, formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { equivalentRate, periodWords, ratePeriodOf } from '@/utils/rate-text.ts'

// The chart is its own chunk, fetched only when a result is shown (no chart library: see the
// component's comment on the 12 KB budget).
const BalanceChart = lazy(() => import('@/components/balance-chart.tsx'))

const compound = lazyModule(() => import('@/lib/compound/compound.ts'))

const fields = {
  inicial: {
    kind: 'money',
    messages: { required: 'Informe o valor inicial ou o aporte mensal.' },
  },
  aporte: { kind: 'money' },
  taxa: {
    kind: 'percent',
    warn: rateWarning('taxaPeriodo'),
    messages: { required: 'Informe a taxa de juros.', 'too-large': 'A taxa máxima é de 1.000%.' },
  },
  taxaPeriodo: { kind: 'option', options: ['mes', 'ano'], initial: 'mes' },
  periodo: {
    kind: 'integer',
    messages: {
      required: 'Informe o período.',
      'not-positive': 'O período deve ser de pelo menos 1.',
    },
  },
  unidade: { kind: 'option', options: ['meses', 'anos'], initial: 'meses' },
} as const

/** "10 anos", "30 meses", "2 anos e 6 meses". */
function duration(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const y = years === 1 ? '1 ano' : `${formatInteger(years)} anos`
  const m = rest === 1 ? '1 mês' : `${formatInteger(rest)} meses`
  if (years === 0) return m
  return rest === 0 ? y : `${y} e ${m}`
}

export default function CompoundCalculator() {
  const form = useCalculatorForm({
    id: 'compound',
    fields,
    // The rule line names the rate as typed, so the result keeps it (the fields may change later).
    lib: compound,
    compute: (v, lib) => {
      const outcome = lib.calculateCompound(v)
      if (!outcome.ok) return outcome
      return ok({ ...outcome.value, taxa: v.taxa ?? 0, taxaPeriodo: ratePeriodOf(v.taxaPeriodo) })
    },
    history: (r, v) => ({
      inputs: `${formatMoney(v.inicial ?? 0)} + ${formatMoney(v.aporte ?? 0)}/mês a ${formatNumber(r.taxa, 4)}% ${periodWords(r.taxaPeriodo)} por ${duration(r.totalMonths)}`,
      result: `Valor final ${formatMoney(r.finalValue)}`,
    }),
  })
  const r = form.result

  return (
    <div>
      <CalculatorForm form={form} label="Calcular juros compostos">
        <FieldGrid>
          <NumberField
            field={form.field('inicial')}
            label="Valor inicial (R$)"
            placeholder="1.000,00"
          />
          <NumberField
            field={form.field('aporte')}
            label="Aporte mensal (R$)"
            placeholder="100,00"
            hint="Depositado no fim de cada mês. Opcional."
          />
          <RateFields
            rate={form.field('taxa')}
            period={form.field('taxaPeriodo')}
            examples={{ mes: '1', ano: '12' }}
          />
          <TermFields
            term={form.field('periodo')}
            unit={form.field('unidade')}
            name="Período"
            examples={{ meses: '120', anos: '10' }}
          />
        </FieldGrid>
        <FormActions onClear={form.clear} />
      </CalculatorForm>
      <ResultRegion>
        {r ? (
          <ResultCard
            calculatorId="compound"
            steps={r.steps}
            main={{
              label: `Valor final em ${duration(r.totalMonths)}`,
              value: formatMoney(r.finalValue),
            }}
            shareValue={`${formatMoney(r.finalValue)} em ${duration(r.totalMonths)}`}
            items={[
              { label: 'Total investido', value: formatMoney(r.totalContributed) },
              { label: 'Total em juros', value: formatMoney(r.totalInterest) },
              { label: 'Valor final', value: formatMoney(r.finalValue), strong: true },
            ]}
            rule={
              <>
                Juros compostos mês a mês: M = C × (1 + i)^n + aporte × ((1 + i)^n − 1) ÷ i, com os
                aportes no fim de cada mês.{' '}
                {equivalentRate(r.taxa, r.taxaPeriodo, {
                  monthly: r.monthlyRate,
                  annual: r.annualRate,
                })}
              </>
            }
          >
            <Suspense fallback={<div aria-hidden className="h-72" />}>
              <BalanceChart
                rows={r.yearly}
                summary={`Em ${duration(r.totalMonths)}, ${formatMoney(r.totalContributed)} investidos rendem ${formatMoney(r.totalInterest)} de juros e chegam a ${formatMoney(r.finalValue)}.`}
              />
            </Suspense>
            <YearTable rows={r.yearly} />
          </ResultCard>
        ) : null}
      </ResultRegion>
    </div>
  )
}
