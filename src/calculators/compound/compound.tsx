import { useDeferredValue } from 'react'

import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { rateWarning } from '@/components/form/plausible.ts'
import { SelectField } from '@/components/form/select-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { RateFields, TermFields } from '@/components/rate-fields.tsx'
import { ok } from '@/lib/core/outcome.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { equivalentRate, ratePeriodOf } from '@/utils/rate-text.ts'

import { compoundTexts, duration } from './compound-texts.ts'

// Chart and tables only a result needs: fetched after the form, drawn after the main figure.
const CompoundDetails = lazyComponent(() => import('./compound-details.tsx'))

const plan = lazyModule(() => import('@/lib/compound/compound-plan.ts'))

// Old links name only the first six; the others are empty unless chosen, so they stay as they were.
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
  taxaPeriodo: { kind: 'option', options: ['', 'mes', 'ano'], initial: '' },
  periodo: {
    kind: 'integer',
    messages: {
      required: 'Informe o período.',
      'not-positive': 'O período deve ser de pelo menos 1.',
    },
  },
  unidade: { kind: 'option', options: ['', 'meses', 'anos'], initial: '' },
  resolver: { kind: 'option', options: ['', 'aporte', 'prazo', 'taxa'], initial: '' },
  meta: {
    kind: 'money',
    messages: {
      required: 'Informe a meta: o valor que quer alcançar.',
      'not-positive': 'A meta deve ser maior que zero.',
      'over-limit':
        'Com esses valores a meta não é alcançada nem em 100 anos. Aumente o aporte mensal, a taxa ou o valor inicial.',
      'too-small':
        'Nem a 1.000% ao mês a meta é alcançada nesse período. Aumente o período, o aporte mensal ou o valor inicial.',
    },
  },
  inflacao: {
    kind: 'percent',
    messages: { 'too-large': 'A inflação máxima é de 100% ao ano.' },
  },
  tabela: { kind: 'option', options: ['', 'mes'], initial: '' },
} as const

const GOALS = [
  { value: '', label: 'O valor final' },
  { value: 'aporte', label: 'O aporte mensal' },
  { value: 'prazo', label: 'O prazo' },
  { value: 'taxa', label: 'A taxa' },
] as const

export default function CompoundCalculator() {
  const form = useCalculatorForm({
    id: 'compound',
    fields,
    // The rule line names the rate as typed, so the result keeps it (the fields may change later).
    lib: plan,
    cards: [CompoundDetails],
    compute: (v, lib) => {
      const outcome = lib.calculateCompoundPlan(v)
      if (!outcome.ok) return outcome
      const solvedRate = outcome.value.goal?.solved === 'taxa'
      return ok({
        ...outcome.value,
        taxa: solvedRate ? outcome.value.monthlyRate : (v.taxa ?? 0),
        taxaPeriodo: solvedRate ? ('mes' as const) : ratePeriodOf(v.taxaPeriodo),
      })
    },
    history: (r) => compoundTexts(r).history,
  })
  const r = form.result
  // The chart and table follow the figures a frame later (React renders the deferred value
  // after painting the urgent one), so Calcular paints its main figure first.
  const details = useDeferredValue(r)
  const resolver = form.values.resolver ?? ''

  return (
    <CalculatorLayout
      form={form}
      label="Calcular juros compostos"
      result={(r) => {
        const texts = compoundTexts(r)
        return (
          <ResultCard
            steps={r.steps}
            main={texts.main}
            shareValue={texts.share}
            badge={
              r.goal?.solved === 'aporte' && r.goal.alreadyThere ? (
                <span className="bg-success/15 text-success inline-flex rounded-full px-3 py-1 text-sm font-semibold">
                  O valor inicial sozinho já alcança a meta
                </span>
              ) : null
            }
            items={[
              r.goal?.solved === 'prazo'
                ? { label: 'Prazo em meses', value: `${formatNumber(r.totalMonths, 0)} meses` }
                : null,
              r.goal?.solved === 'taxa'
                ? {
                    label: 'Taxa anual equivalente',
                    value: `${formatNumber(r.goal.annualRate, 2, 2)}% ao ano`,
                  }
                : null,
              { label: 'Total investido', value: formatMoney(r.totalContributed) },
              { label: 'Total em juros', value: formatMoney(r.totalInterest) },
              { label: 'Valor final', value: formatMoney(r.finalValue), strong: true },
              r.today
                ? {
                    label: 'Valor final em dinheiro de hoje',
                    value: formatMoney(r.today.value),
                    hint: `Descontada a inflação de ${formatNumber(r.today.inflation, 4)}% ao ano`,
                  }
                : null,
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
            {details === r ? (
              <CompoundDetails
                result={r}
                view={form.field('tabela')}
                summary={`Em ${duration(r.totalMonths)}, ${formatMoney(r.totalContributed)} investidos rendem ${formatMoney(r.totalInterest)} de juros e chegam a ${formatMoney(r.finalValue)}.`}
              />
            ) : (
              <div aria-hidden className="h-72" />
            )}
          </ResultCard>
        )
      }}
    >
      <FieldGrid>
        <SelectField
          field={form.field('resolver')}
          label="Quero descobrir"
          options={GOALS}
          hint={resolver === '' ? undefined : 'Para chegar à meta abaixo.'}
          className="sm:col-span-2"
        />
        {resolver === '' ? null : (
          <NumberField
            field={form.field('meta')}
            label="Meta: valor que quero alcançar (R$)"
            placeholder="1.000.000,00"
          />
        )}
        <NumberField
          field={form.field('inicial')}
          label="Valor inicial (R$)"
          placeholder="1.000,00"
        />
        {resolver === 'aporte' ? null : (
          <NumberField
            field={form.field('aporte')}
            label="Aporte mensal (R$)"
            placeholder="100,00"
            hint="Depositado no fim de cada mês. Opcional."
          />
        )}
        {resolver === 'taxa' ? null : (
          <RateFields
            rate={form.field('taxa')}
            period={form.field('taxaPeriodo')}
            examples={{ mes: '1', ano: '12' }}
          />
        )}
        {resolver === 'prazo' ? null : (
          <TermFields
            term={form.field('periodo')}
            unit={form.field('unidade')}
            name="Período"
            examples={{ meses: '120', anos: '10' }}
          />
        )}
        <NumberField
          field={form.field('inflacao')}
          label="Inflação esperada (% ao ano)"
          placeholder="Ex.: 4"
          hint="Opcional: mostra o valor final em dinheiro de hoje."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
