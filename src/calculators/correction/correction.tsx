import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard, type ResultItem } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { SeriesIndexSelect } from '@/components/series-index-select.tsx'
import { SeriesGapFields } from '@/components/lazy-series-gap-fields.tsx'
import {
  gapMonths,
  notInData,
  SeriesMonthsTable,
  startsAt,
  typedMonthsNote,
} from '@/components/series-months.ts'
import { SeriesMonthsResult } from '@/components/series-months-result.tsx'
import type { CorrectionResult, OtherIndex } from '@/lib/correction/correct-value.ts'
import {
  CORRECTION_INDICES,
  type CorrectionIndex,
  INDICES_WITHOUT_DATA,
  MAX_CDI_PERCENT,
} from '@/lib/correction/correction-options.ts'
import { byName, indexOptions } from '@/lib/series/series-indices.ts'
import { formatMoney, formatMonth, formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

// The formulas come with the series' data: both load on the first intent, never with the page.
const lib = lazyModule(() => import('@/lib/correction/correction.ts'))

const offered = indexOptions(
  CORRECTION_INDICES.filter((id: CorrectionIndex) => !INDICES_WITHOUT_DATA.includes(id)),
)

const fields = {
  valor: {
    kind: 'money',
    messages: {
      required: 'Informe o valor a corrigir.',
      'not-positive': 'O valor deve ser maior que zero.',
    },
  },
  inicio: {
    kind: 'text',
    messages: {
      required: 'Informe o mês inicial.',
      invalid: 'Informe o mês e o ano, por exemplo janeiro de 2024.',
      'too-small': startsAt,
    },
  },
  fim: {
    kind: 'text',
    messages: {
      required: 'Informe o mês final.',
      invalid: 'Informe o mês e o ano, por exemplo dezembro de 2024.',
      'date-order': 'O mês final não pode ser anterior ao inicial.',
      'too-large': notInData,
    },
  },
  indice: {
    kind: 'option',
    options: CORRECTION_INDICES,
    initial: 'ipca',
    messages: {
      invalid: 'Escolha um índice da lista. O CDI ainda não tem dados no site (em breve).',
    },
  },
  percentual: {
    kind: 'percent',
    messages: {
      'not-positive': 'O percentual do CDI deve ser maior que zero.',
      'too-large': `O percentual máximo é ${formatPercent(MAX_CDI_PERCENT, 0)} do CDI.`,
    },
  },
  // Rates typed for months past the data (series-gap-fields.tsx): `2026-08:0,45;2026-09:0,3`.
  taxas: {
    kind: 'text',
    messages: { invalid: 'Informe cada taxa como um número, por exemplo 0,45 ou −0,12.' },
  },
} as const

const period = (r: CorrectionResult) =>
  `${formatMonth(r.inicio)} a ${formatMonth(r.fim)} (${String(r.months.length)} ${r.months.length === 1 ? 'mês' : 'meses'})`

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The headline: a correction, or the Taxa Legal's simple interest, which is no price index. */
const heading = (r: CorrectionResult) =>
  r.simple ? `Valor com juros ${byName(r.name)} (simples)` : `Valor corrigido ${byName(r.name)}`

function otherItem(other: OtherIndex): ResultItem {
  return 'corrected' in other
    ? {
        label: capitalize(byName(other.name)),
        value: formatMoney(other.corrected),
        hint: `${formatPercent(other.percent)} no período`,
      }
    : {
        label: capitalize(byName(other.name)),
        value: 'sem dados',
        hint: other.last ? `Dados até ${formatMonth(other.last)}` : 'Ainda sem dados',
      }
}

export default function CorrectionCalculator() {
  const form = useCalculatorForm({
    id: 'correction',
    fields,
    lib,
    cards: [SeriesMonthsTable],
    compute: (v, module) => module.calculateCorrection(v),
    history: (r) => ({
      inputs: `${formatMoney(r.valor)}, ${r.name}, ${period(r)}`,
      result: `${formatMoney(r.corrected)} (${formatPercent(r.percent)})`,
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Corrigir um valor por um índice oficial"
      result={(r) => (
        <ResultCard
          main={{ label: heading(r), value: formatMoney(r.corrected) }}
          shareValue={`${formatMoney(r.valor)} ${r.simple ? `com juros ${byName(r.name)} (simples)` : `corrigidos ${byName(r.name)}`} de ${period(r)}: ${formatMoney(r.corrected)}.${typedMonthsNote(r.typed)}`}
          items={[
            {
              label: r.simple ? 'Juros acumulados (simples)' : 'Variação acumulada',
              value: r.simple ? formatPercent(r.percent, 6) : formatPercent(r.percent),
              hint: period(r),
            },
            r.simple ? null : { label: 'Fator de correção', value: formatNumber(r.factor, 6, 6) },
            r.share !== null && r.share !== 100
              ? { label: 'Percentual do CDI', value: formatPercent(r.share, 0) }
              : null,
            ...r.others.map(otherItem),
          ]}
          steps={r.steps}
          caveats={r.typed.length > 0 ? [typedMonthsNote(r.typed).trim()] : []}
          rule={
            r.simple
              ? 'Juros simples pela Taxa Legal: as taxas mensais somadas, sem capitalização, desde 30/08/2024 (agosto de 2024 conta 2 dos seus 31 dias); valor = valor × (1 + juros) (Código Civil, art. 406; Res. CMN 5.171/2024).'
              : 'Correção pela variação de cada mês, do inicial ao final, os dois incluídos: fator = produto de (1 + taxa do mês), ou o número-índice do mês final sobre o do mês anterior ao inicial quando os dados o trazem; valor corrigido = valor × fator (convenção da Calculadora do Cidadão, Banco Central).'
          }
        >
          <SeriesMonthsResult
            series={r}
            rows={r.months}
            filename={`correcao-${r.indice}-${r.inicio}-a-${r.fim}`}
            more={`${r.share === null ? '' : ' Com o CDI, o percentual é aplicado à taxa de cada mês: uma aproximação mensal.'}${typedMonthsNote(r.typed)}`}
          />
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('valor')}
          label="Valor a corrigir (R$)"
          placeholder="Ex.: 1.000,00"
        />
        <SeriesIndexSelect
          field={form.field('indice')}
          label="Índice"
          options={offered}
          more="CDI: em breve."
        />
        <DateField
          field={form.field('inicio')}
          type="month"
          label="Mês inicial"
          hint="A variação deste mês entra na conta."
        />
        <DateField
          field={form.field('fim')}
          type="month"
          label="Mês final"
          hint="A variação deste mês também entra."
        />
        {form.values.indice === 'cdi' ? (
          <NumberField
            field={form.field('percentual')}
            label="Percentual do CDI (%)"
            placeholder="Ex.: 100"
            unit="%"
            hint="Vazio: 100% do CDI."
          />
        ) : null}
        <SeriesGapFields
          field={form.field('taxas')}
          index={form.values.indice ?? ''}
          months={gapMonths(
            form.values.indice ?? '',
            form.values.inicio ?? null,
            form.values.fim ?? null,
          )}
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
