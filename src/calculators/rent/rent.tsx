import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { SeriesIndexSelect } from '@/components/series-index-select.tsx'
import { errorMonth, SeriesMonthsTable, startsAt } from '@/components/series-months.ts'
import { SeriesMonthsResult } from '@/components/series-months-result.tsx'
import type { FieldError } from '@/lib/core/outcome.ts'
import type { RentResult } from '@/lib/rent/adjust-rent.ts'
import { DEFAULT_RENT_INDEX, RENT_INDICES, type RentIndex } from '@/lib/rent/rent-options.ts'
import { formatMoney, formatMonth, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

// The formulas come with the series' data: both load on the first intent, never with the page.
const lib = lazyModule(() => import('@/lib/rent/rent.ts'))

const INDEX_LABELS: Record<RentIndex, string> = {
  igpm: 'IGP-M (FGV)',
  ipca: 'IPCA (IBGE)',
  inpc: 'INPC (IBGE)',
}
const options = RENT_INDICES.map((id) => ({ value: id, label: INDEX_LABELS[id] }))

const notOutYet = (e: FieldError) =>
  `O índice dos últimos meses ainda não foi publicado: os dados vão até ${errorMonth(e)}.`

const fields = {
  aluguel: {
    kind: 'money',
    messages: {
      required: 'Informe o aluguel atual.',
      'not-positive': 'O aluguel deve ser maior que zero.',
    },
  },
  mes: {
    kind: 'text',
    messages: {
      required: 'Informe o mês do reajuste (ou os meses do índice abaixo).',
      invalid: 'Informe o mês e o ano, por exemplo julho de 2025.',
      'too-large': notOutYet,
      'too-small': startsAt,
    },
  },
  indice: {
    kind: 'option',
    options: RENT_INDICES,
    initial: DEFAULT_RENT_INDEX,
    messages: { invalid: 'Escolha IGP-M, IPCA ou INPC.' },
  },
  de: {
    kind: 'text',
    messages: {
      required: 'Informe o primeiro mês do índice.',
      invalid: 'Informe o mês e o ano, por exemplo julho de 2024.',
      'too-small': startsAt,
    },
  },
  ate: {
    kind: 'text',
    messages: {
      required: 'Informe o último mês do índice.',
      invalid: 'Informe o mês e o ano, por exemplo junho de 2025.',
      'date-order': 'O último mês não pode ser anterior ao primeiro.',
      'too-large': notOutYet,
    },
  },
} as const

const months = (r: RentResult) => `${r.name} de ${formatMonth(r.de)} a ${formatMonth(r.ate)}`

const heading = (r: RentResult) =>
  r.mes ? `Novo aluguel a partir de ${formatMonth(r.mes)}` : `Aluguel reajustado pelo ${r.name}`

export default function RentCalculator() {
  const form = useCalculatorForm({
    id: 'rent',
    fields,
    lib,
    cards: [SeriesMonthsTable],
    compute: (v, module) => module.calculateRent(v),
    history: (r) => ({
      inputs: `${formatMoney(r.aluguel)}, ${months(r)}`,
      result: `${formatMoney(r.adjusted)} (${formatPercent(r.percent)})`,
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular o reajuste do aluguel"
      result={(r) => (
        <ResultCard
          main={{ label: heading(r), value: formatMoney(r.adjusted) }}
          shareValue={`${heading(r)} (${months(r)}, ${formatPercent(r.percent)}): ${formatMoney(r.adjusted)}`}
          items={[
            { label: 'Reajuste', value: formatPercent(r.percent), hint: months(r) },
            { label: 'Diferença por mês', value: formatMoney(r.difference) },
            r.negative
              ? {
                  label: 'Aluguel mantido (a maioria dos contratos)',
                  value: formatMoney(r.aluguel),
                  hint: 'Sem redução, salvo se a cláusula de reajuste a previr',
                }
              : { label: 'Aluguel atual', value: formatMoney(r.aluguel) },
          ]}
          steps={r.steps}
          rule="Novo aluguel = aluguel × fator do índice acumulado nos 12 meses antes do reajuste, mês a mês (reajuste anual: Lei 10.192/2001, art. 2º §1º; o índice é o do contrato: Lei 8.245/1991, art. 17)."
        >
          {r.negative ? (
            <Note>
              O {r.name} acumulado ficou negativo ({formatPercent(r.percent)}). A lei não obriga a
              reduzir o aluguel, e a maioria dos contratos mantém o valor ({formatMoney(r.aluguel)}
              ): a redução para {formatMoney(r.adjusted)} só vale se a cláusula de reajuste a previr
              ou se as partes combinarem (Lei 8.245/1991, art. 18; Lei 10.192/2001).
            </Note>
          ) : null}
          <SeriesMonthsResult
            series={r}
            rows={r.months}
            filename={`reajuste-aluguel-${r.indice}-${r.de}-a-${r.ate}`}
          />
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('aluguel')}
          label="Aluguel atual (R$)"
          placeholder="Ex.: 2.000,00"
        />
        <DateField
          field={form.field('mes')}
          type="month"
          label="Mês do reajuste"
          hint="O mês em que o novo aluguel começa: vale o índice dos 12 meses anteriores."
        />
        <SeriesIndexSelect
          field={form.field('indice')}
          label="Índice do contrato"
          options={options}
        />
        <DateField
          field={form.field('de')}
          type="month"
          label="Primeiro mês do índice (opcional)"
          hint="Para escolher outros meses que os 12 anteriores ao reajuste."
        />
        <DateField field={form.field('ate')} type="month" label="Último mês do índice (opcional)" />
      </FieldGrid>
    </CalculatorLayout>
  )
}
