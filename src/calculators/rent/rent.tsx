import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { SeriesIndexSelect } from '@/components/series-index-select.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { SeriesGapFields } from '@/components/lazy-series-gap-fields.tsx'
import {
  gapMonths,
  notInData,
  SeriesMonthsTable,
  startsAt,
  typedMonthsNote,
} from '@/components/series-months.ts'
import { SeriesMonthsResult } from '@/components/series-months-result.tsx'
import type { RentResult } from '@/lib/rent/adjust-rent.ts'
import { DEFAULT_RENT_INDEX, RENT_INDICES, RENT_MONTHS } from '@/lib/rent/rent-options.ts'
import { addMonths } from '@/lib/series/monthly-series.ts'
import { byName, indexOptions } from '@/lib/series/series-indices.ts'
import { parseMonth } from '@/lib/series/series-months.ts'
import { formatMoney, formatMonth, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

// The formulas come with the series' data: both load on the first intent, never with the page.
const lib = lazyModule(() => import('@/lib/rent/rent.ts'))

const options = indexOptions(RENT_INDICES)

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
      'too-large': notInData,
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
      'too-large': notInData,
    },
  },
  // Rates typed for months past the data (series-gap-fields.tsx): `2026-08:0,45;2026-09:0,3`.
  taxas: {
    kind: 'text',
    messages: { invalid: 'Informe cada taxa como um número, por exemplo 0,45 ou −0,12.' },
  },
  // `sim`: the months past the data replaced by the last 12 the data has, as an estimate.
  estimar: { kind: 'option', options: ['', 'sim'], initial: '' },
} as const

const months = (r: RentResult) => `${r.name} de ${formatMonth(r.de)} a ${formatMonth(r.ate)}`

/** "12 meses" only when they are the twelve before the new rent; a chosen span says its count. */
const span = (r: RentResult) =>
  r.custom ? `${String(r.months.length)} ${r.months.length === 1 ? 'mês' : 'meses'}` : '12 meses'

const heading = (r: RentResult) => {
  const base = r.mes
    ? `Novo aluguel a partir de ${formatMonth(r.mes)}`
    : `Aluguel reajustado ${byName(r.name)}`
  return r.estimate ? `Estimativa: ${base.charAt(0).toLowerCase()}${base.slice(1)}` : base
}

/** What most contracts do leads: with the index negative, the rent is kept (docs/legal/rent.md). */
const headline = (r: RentResult) =>
  r.negative
    ? { label: `${heading(r)} (mantido, como na maioria dos contratos)`, value: r.aluguel }
    : { label: heading(r), value: r.adjusted }

/** The months the index needs, from the fields as typed: `de`/`ate`, or the 12 before `mes`. */
function wantedMonths(v: Readonly<Record<string, string | undefined>>) {
  if (v.de || v.ate) return { from: v.de ?? null, to: v.ate ?? null }
  const mes = parseMonth(v.mes)
  return mes ? { from: addMonths(mes, -RENT_MONTHS), to: addMonths(mes, -1) } : null
}

export default function RentCalculator() {
  const form = useCalculatorForm({
    id: 'rent',
    fields,
    lib,
    cards: [SeriesMonthsTable],
    compute: (v, module) => module.calculateRent(v),
    history: (r) => ({
      inputs: `${formatMoney(r.aluguel)}, ${months(r)}`,
      result: `${formatMoney(headline(r).value)} (${formatPercent(r.percent)})`,
    }),
  })
  const wanted = wantedMonths(form.values)
  const gap = wanted
    ? gapMonths(form.values.indice ?? DEFAULT_RENT_INDEX, wanted.from, wanted.to)
    : []
  return (
    <CalculatorLayout
      form={form}
      label="Calcular o reajuste do aluguel"
      result={(r) => (
        <ResultCard
          main={{ label: headline(r).label, value: formatMoney(headline(r).value) }}
          shareValue={`${headline(r).label} (${months(r)}, ${formatPercent(r.percent)}): ${formatMoney(headline(r).value)}${r.negative ? `; reduzido pelo índice: ${formatMoney(r.adjusted)}` : ''}.${r.estimate ? ' Estimativa com os últimos 12 meses disponíveis.' : ''}${typedMonthsNote(r.typed)}`}
          items={[
            {
              label: r.estimate ? 'Reajuste estimado' : 'Reajuste',
              value: formatPercent(r.percent),
              hint: `${months(r)} (${span(r)})`,
            },
            r.negative
              ? {
                  label: 'Aluguel reduzido pelo índice',
                  value: formatMoney(r.adjusted),
                  hint: 'Só se a cláusula de reajuste previr a redução ou as partes combinarem',
                }
              : { label: 'Diferença por mês', value: formatMoney(r.difference) },
            { label: 'Aluguel atual', value: formatMoney(r.aluguel) },
          ]}
          steps={r.steps}
          caveats={[
            r.estimate
              ? `Estimativa: os meses do índice ainda não estão nos dados do site; o reajuste usa os últimos 12 meses disponíveis (${months(r)}).`
              : '',
            typedMonthsNote(r.typed).trim(),
          ].filter(Boolean)}
          rule={`Novo aluguel = aluguel × fator do índice acumulado ${r.custom ? `nos meses escolhidos (${span(r)})` : 'nos 12 meses antes do reajuste'}, pelo número-índice do publicador quando os dados o trazem (reajuste anual: Lei 10.192/2001, art. 2º §1º; o índice é o do contrato: Lei 8.245/1991, art. 17).`}
        >
          {r.estimate ? (
            <Note>
              Estimativa: os meses do índice ainda não estão nos dados do site, e o reajuste usa os
              últimos 12 meses disponíveis ({months(r)}). Confira o índice publicado antes de
              cobrar.
            </Note>
          ) : null}
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
            more={typedMonthsNote(r.typed)}
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
        <SeriesGapFields
          field={form.field('taxas')}
          index={form.values.indice ?? DEFAULT_RENT_INDEX}
          months={gap}
        >
          <SwitchField
            field={form.field('estimar')}
            label="Estimar com os últimos 12 meses disponíveis"
            off=""
            hint="Sem as taxas que faltam: uma estimativa, indicada como tal no resultado."
          />
        </SeriesGapFields>
      </FieldGrid>
    </CalculatorLayout>
  )
}
