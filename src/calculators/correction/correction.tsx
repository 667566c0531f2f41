import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard, type ResultItem } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { SeriesIndexSelect } from '@/components/series-index-select.tsx'
import { errorMonth, SeriesMonthsTable, startsAt } from '@/components/series-months.ts'
import { SeriesMonthsResult } from '@/components/series-months-result.tsx'
import type { FieldError } from '@/lib/core/outcome.ts'
import type { CorrectionResult, OtherIndex } from '@/lib/correction/correct-value.ts'
import {
  CORRECTION_INDICES,
  type CorrectionIndex,
  INDICES_WITHOUT_DATA,
  MAX_CDI_PERCENT,
} from '@/lib/correction/correction-options.ts'
import { formatMoney, formatMonth, formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

// The formulas come with the series' data: both load on the first intent, never with the page.
const lib = lazyModule(() => import('@/lib/correction/correction.ts'))

const INDEX_LABELS: Record<CorrectionIndex, string> = {
  ipca: 'IPCA (inflação oficial, IBGE)',
  inpc: 'INPC (IBGE)',
  igpm: 'IGP-M (FGV)',
  selic: 'Selic (Banco Central)',
  cdi: 'CDI',
  tr: 'TR (Banco Central)',
  poupanca: 'Poupança (Banco Central)',
  'taxa-legal': 'Taxa Legal (CC art. 406)',
}

const offered = CORRECTION_INDICES.filter((id) => !INDICES_WITHOUT_DATA.includes(id)).map((id) => ({
  value: id,
  label: INDEX_LABELS[id],
}))

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
      'too-large': (e: FieldError) =>
        `Dados até ${errorMonth(e)}: escolha um mês final até ${errorMonth(e)}.`,
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
} as const

const period = (r: CorrectionResult) =>
  `${formatMonth(r.inicio)} a ${formatMonth(r.fim)} (${String(r.months.length)} ${r.months.length === 1 ? 'mês' : 'meses'})`

function otherItem(other: OtherIndex): ResultItem {
  return 'corrected' in other
    ? {
        label: `Pelo ${other.name}`,
        value: formatMoney(other.corrected),
        hint: `${formatPercent(other.percent)} no período`,
      }
    : {
        label: `Pelo ${other.name}`,
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
          main={{ label: `Valor corrigido pelo ${r.name}`, value: formatMoney(r.corrected) }}
          shareValue={`${formatMoney(r.valor)} corrigidos pelo ${r.name} de ${period(r)}: ${formatMoney(r.corrected)}`}
          items={[
            {
              label: 'Variação acumulada',
              value: formatPercent(r.percent),
              hint: period(r),
            },
            { label: 'Fator de correção', value: formatNumber(r.factor, 6, 6) },
            r.share !== null && r.share !== 100
              ? { label: 'Percentual do CDI', value: formatPercent(r.share, 0) }
              : null,
            ...r.others.map(otherItem),
          ]}
          steps={r.steps}
          rule="Correção pela variação de cada mês, do inicial ao final, os dois incluídos, composta: fator = produto de (1 + taxa do mês); valor corrigido = valor × fator (convenção da Calculadora do Cidadão, Banco Central)."
        >
          <SeriesMonthsResult
            series={r}
            rows={r.months}
            filename={`correcao-${r.indice}-${r.inicio}-a-${r.fim}`}
            {...(r.share === null
              ? {}
              : {
                  more: ' Com o CDI, o percentual é aplicado à taxa de cada mês: uma aproximação mensal.',
                })}
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
      </FieldGrid>
    </CalculatorLayout>
  )
}
