import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { DateDifferenceResult } from '@/lib/date/date.ts'
import { formatDate, formatInteger } from '@/utils/format.ts'

import { count } from './count.ts'
import { date } from './date-lib.ts'
import { DATE_MODES } from './date-modes.ts'

const fields = {
  inicio: {
    kind: 'date',
    messages: { required: 'Informe a data inicial.', invalid: 'Informe uma data válida.' },
  },
  fim: {
    kind: 'date',
    messages: { required: 'Informe a data final.', invalid: 'Informe uma data válida.' },
  },
} as const

function breakdown(r: DateDifferenceResult): string {
  const parts = [
    r.years > 0 && count(r.years, 'ano', 'anos'),
    r.months > 0 && count(r.months, 'mês', 'meses'),
    (r.days > 0 || (r.years === 0 && r.months === 0)) && count(r.days, 'dia', 'dias'),
  ].filter(Boolean)
  return parts.join(', ')
}

export function DifferenceTab() {
  const form = useCalculatorForm({
    id: 'date',
    fields,
    mode: DATE_MODES.of('diferenca'),
    lib: date,
    compute: (v, lib) => lib.calculateDateDifference(v),
    history: (r) => ({
      inputs: `De ${formatDate(r.inicio)} a ${formatDate(r.fim)}`,
      result: `${r.reversed ? '−' : ''}${count(r.totalDays, 'dia', 'dias')}`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular diferença entre datas"
      result={(r) => (
        <ResultCard
          main={{
            label: r.reversed ? 'Diferença (data final anterior à inicial)' : 'Diferença',
            // A negative result, never a silent swap of the dates.
            value: r.reversed
              ? `−${count(r.totalDays, 'dia', 'dias')}`
              : count(r.totalDays, 'dia', 'dias'),
          }}
          shareValue={`${r.reversed ? '−' : ''}${count(r.totalDays, 'dia', 'dias')} de ${formatDate(r.inicio)} a ${formatDate(r.fim)}`}
          items={[
            r.totalMonths > 0 && { label: 'Em anos, meses e dias', value: breakdown(r) },
            {
              label: 'Em semanas',
              value:
                r.weekRemainderDays > 0
                  ? `${count(r.weeks, 'semana', 'semanas')} e ${count(r.weekRemainderDays, 'dia', 'dias')}`
                  : count(r.weeks, 'semana', 'semanas'),
            },
            r.totalMonths > 0 && {
              label: 'Total de meses completos',
              value: formatInteger(r.totalMonths),
            },
            {
              label: 'Dias úteis no período',
              value: formatInteger(r.businessDays),
              hint: 'Sem sábados, domingos e feriados nacionais',
            },
          ]}
          rule="Dias corridos entre as datas, sem contar a data inicial; meses completos primeiro, depois os dias."
        >
          {r.reversed ? (
            <Note>
              A data final é anterior à inicial: o resultado é negativo, e as contagens abaixo vão
              de {formatDate(r.fim)} até {formatDate(r.inicio)}.
            </Note>
          ) : null}
        </ResultCard>
      )}
    >
      <FieldGrid>
        <DateField field={form.field('inicio')} label="Data inicial" />
        <DateField field={form.field('fim')} label="Data final" />
      </FieldGrid>
    </CalculatorLayout>
  )
}
