import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { DateField } from '@/components/form/date-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { type FieldError, ok, type Outcome } from '@/lib/core/outcome.ts'
import { pageHydrating } from '@/hooks/use-hydrated.ts'
import type { InflationResult } from '@/lib/inflation/inflation.ts'
import type { InflationIndexResult } from '@/lib/inflation/inflation-index.ts'
import {
  FIRST_INDEX_MONTH,
  INFLATION_INDICES,
  MAX_YEARS,
} from '@/lib/inflation/inflation-options.ts'
import { formatMoney, formatMonth, formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { notInData } from '@/components/series-months.ts'
import { indexOptions } from '@/lib/series/series-indices.ts'

import { IndexResult } from './index-result.tsx'

const inflation = lazyModule(() => import('@/lib/inflation/inflation.ts'))

/** "julho de 2026", from the bound a month field's error carries. */
const monthOf = (e: FieldError): string => formatMonth(e.date?.slice(0, 7) ?? '')

const fields = {
  valor: {
    kind: 'money',
    messages: {
      required: 'Informe o valor em reais.',
      'not-positive': 'O valor deve ser maior que zero.',
    },
  },
  inflacao: {
    kind: 'percent',
    // Deflation is a real (if rare) scenario; the library accepts down to −99% a year.
    allowNegative: true,
    messages: {
      required: 'Informe a inflação anual esperada, por exemplo 4,5.',
      'too-small': 'A inflação mínima é −99% ao ano.',
      'too-large': 'A inflação máxima aceita é 1.000% ao ano.',
    },
  },
  anos: {
    kind: 'decimal',
    decimals: 1,
    messages: {
      required: 'Informe o número de anos.',
      'not-positive': 'O número de anos deve ser maior que zero.',
      'too-large': `O período máximo é de ${MAX_YEARS} anos.`,
    },
  },
  // The real index between two months (docs/legal/official-series.md); empty: the typed annual rate.
  indice: { kind: 'option', options: ['', ...INFLATION_INDICES], initial: '' },
  inicio: {
    kind: 'text',
    messages: {
      required: 'Informe o mês inicial.',
      invalid: 'Informe o mês e o ano, por exemplo janeiro de 2024.',
      'too-small': (e: FieldError) => `Os dados deste índice começam em ${monthOf(e)}.`,
      'too-large': notInData,
    },
  },
  fim: {
    kind: 'text',
    messages: {
      invalid: 'Informe o mês e o ano, por exemplo dezembro de 2024.',
      'too-large': notInData,
      'date-order': 'O mês final deve ser o inicial ou depois dele.',
    },
  },
} as const

/** The result of either way: a typed annual rate, or the real index between two months. */
type InflationView =
  ({ kind: 'taxa' } & InflationResult) | ({ kind: 'indice' } & InflationIndexResult)

const options = [
  { value: '', label: 'Uma taxa anual que eu informar' },
  ...indexOptions(INFLATION_INDICES, ', mês a mês'),
]

function years(value: number): string {
  return `${formatNumber(value, 1)} ${value === 1 ? 'ano' : 'anos'}`
}

export default function InflationCalculator() {
  const form = useCalculatorForm({
    id: 'inflation',
    fields,
    lib: inflation,
    compute: (v, lib): Outcome<InflationView> => {
      if (!v.indice) {
        const outcome = lib.calculateInflation(v)
        return outcome.ok ? ok({ kind: 'taxa', ...outcome.value }) : outcome
      }
      const outcome = lib.inflationByIndex(v)
      return outcome.ok ? ok({ kind: 'indice', ...outcome.value }) : outcome
    },
    history: (r, v) =>
      r.kind === 'taxa'
        ? {
            inputs: `${formatMoney(v.valor ?? 0)}, ${formatPercent(v.inflacao ?? 0)} ao ano, ${years(v.anos ?? 0)}`,
            result: `Valor futuro ${formatMoney(r.futureValue)}`,
          }
        : {
            inputs: `${formatMoney(v.valor ?? 0)}, ${r.series.name} de ${formatMonth(r.from)} a ${formatMonth(r.to)}`,
            result: `Valor corrigido ${formatMoney(r.correctedValue)}`,
          },
  })
  const byIndex = form.values.indice !== ''
  // Not while hydrating: a link's formulas may be here already, and the prerendered hint was
  // written without them. The link's result, computed right after, draws it.
  const last = pageHydrating()
    ? undefined
    : inflation.current()?.SHIPPED_INDICES[indexOf(form.values.indice)]?.last

  return (
    <CalculatorLayout
      form={form}
      label="Calcular inflação"
      result={(r) =>
        r.kind === 'indice' ? (
          <IndexResult r={r} />
        ) : (
          <ResultCard
            steps={r.steps}
            main={{
              label: 'Valor futuro: quanto vai custar o que hoje custa esse valor',
              value: formatMoney(r.futureValue),
            }}
            shareValue={`Valor futuro ${formatMoney(r.futureValue)}; poder de compra ${formatMoney(r.purchasingPower)}`}
            items={[
              {
                label: 'Poder de compra no fim do período',
                value: formatMoney(r.purchasingPower),
                hint: 'o que o mesmo dinheiro compra, em valores de hoje',
                strong: true,
              },
              {
                label: 'Perda de poder de compra',
                value: `${formatMoney(r.purchasingPowerLoss)} (${formatPercent(r.purchasingPowerLossPercent)})`,
                ...(r.purchasingPowerLoss > 0 ? { tone: 'negative' as const } : {}),
              },
              { label: 'Inflação acumulada', value: formatPercent(r.totalInflation) },
              {
                label: 'Aumento de preço no período',
                value: formatMoney(r.inflationImpact),
                hint: 'a mais para comprar a mesma coisa',
              },
            ]}
            rule="Inflação composta ano a ano: valor futuro = valor × (1 + inflação)ⁿ e poder de compra = valor ÷ (1 + inflação)ⁿ, com n em anos."
          >
            <Note>
              Estimativa com inflação constante todos os anos. A inflação real (IPCA) varia de ano
              para ano.
            </Note>
          </ResultCard>
        )
      }
    >
      <FieldGrid className="lg:grid-cols-3">
        <NumberField
          field={form.field('valor')}
          label="Valor hoje (R$)"
          placeholder="Ex.: 1.000,00"
        />
        <SelectField field={form.field('indice')} label="Inflação" options={options} />
        {byIndex ? (
          // No `max` from the data: set when the formulas arrive, it reset the month a person
          // was typing (Chromium); the formulas name the last month available instead.
          <>
            <DateField
              field={form.field('inicio')}
              type="month"
              label="Mês inicial"
              min={FIRST_INDEX_MONTH}
              hint="Entra na conta, como na Calculadora do Cidadão do Banco Central."
            />
            <DateField
              field={form.field('fim')}
              type="month"
              label="Mês final"
              min={FIRST_INDEX_MONTH}
              hint={
                last
                  ? `Também entra. Vazio: o último mês com dados (${formatMonth(last)}).`
                  : 'Também entra. Vazio: o último mês com dados.'
              }
            />
          </>
        ) : (
          <>
            <NumberField
              field={form.field('inflacao')}
              label="Inflação anual (% ao ano)"
              placeholder="Ex.: 4,5"
            />
            <NumberField
              field={form.field('anos')}
              label="Período (anos)"
              placeholder="Ex.: 10"
              unit="anos"
            />
          </>
        )}
      </FieldGrid>
    </CalculatorLayout>
  )
}

function indexOf(text: string | undefined) {
  return INFLATION_INDICES.find((i) => i === text) ?? 'ipca'
}
