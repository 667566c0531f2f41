import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { MAX_GESTATION_WEEKS } from '@/lib/pregnancy/pregnancy-options.ts'
import {
  formatDate,
  formatInteger,
  formatLongDate,
  formatWeekday,
  todayIso,
} from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { WeekProgress } from './week-progress.tsx'

const pregnancy = lazyModule(() => import('@/lib/pregnancy/pregnancy.ts'))

const fields = {
  dum: {
    kind: 'date',
    messages: {
      required: 'Informe a data do primeiro dia da última menstruação.',
      invalid: 'Informe uma data válida.',
      future: 'A data da última menstruação não pode estar no futuro.',
      past: `A data é de mais de ${MAX_GESTATION_WEEKS} semanas atrás. Confira o ano digitado.`,
    },
  },
} as const

const TRIMESTER_RANGE = {
  1: 'até 13 semanas e 6 dias',
  2: 'de 14 a 27 semanas e 6 dias',
  3: 'a partir de 28 semanas',
} as const

function count(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${n === 1 ? one : many}`
}

function gestationalAge(weeks: number, days: number): string {
  return `${count(weeks, 'semana', 'semanas')} e ${count(days, 'dia', 'dias')}`
}

export default function PregnancyCalculator() {
  const form = useCalculatorForm({
    id: 'pregnancy',
    fields,
    // "Today" is the device's calendar day, read only when computing (never while rendering).
    lib: pregnancy,
    compute: (v, lib) => lib.calculatePregnancy({ dum: v.dum, today: todayIso() }),
    history: (r) => ({
      inputs: `DUM ${formatDate(r.dum)}`,
      result: `Parto previsto em ${formatDate(r.dueDate)} (${gestationalAge(r.weeksPregnant, r.daysPregnant)})`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular idade gestacional e data do parto"
      result={(r) => (
        <ResultCard
          main={{ label: 'Data provável do parto', value: formatLongDate(r.dueDate) }}
          shareValue={`Data provável do parto: ${formatLongDate(r.dueDate)}`}
          badge={<span className="text-muted-foreground text-sm">{formatWeekday(r.dueDate)}</span>}
          items={[
            {
              label: 'Idade gestacional hoje',
              value: gestationalAge(r.weeksPregnant, r.daysPregnant),
              strong: true,
            },
            {
              label: 'Trimestre',
              value: `${r.trimester}º trimestre`,
              hint: TRIMESTER_RANGE[r.trimester],
            },
            r.daysOverdue > 0
              ? {
                  label: 'Passou da data provável',
                  value: count(r.daysOverdue, 'dia', 'dias'),
                }
              : {
                  label: 'Faltam para a data provável',
                  value: count(r.daysRemaining, 'dia', 'dias'),
                },
            {
              label: 'Concepção estimada',
              value: formatDate(r.conceptionDate),
              hint: 'DUM + 14 dias, num ciclo de 28 dias',
            },
            { label: 'Última menstruação (DUM)', value: formatDate(r.dum) },
          ]}
          rule="Regra de Naegele: DUM + 280 dias (40 semanas)."
        >
          <WeekProgress weeks={r.weeksPregnant} percent={r.progressPercent} />
          <Note>
            É uma estimativa baseada numa gestação de 40 semanas; o parto costuma acontecer entre 37
            e 42 semanas. Consulte seu médico ou sua médica, que pode ajustar a data pelo ultrassom.
          </Note>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <DateField
          field={form.field('dum')}
          label="Primeiro dia da última menstruação (DUM)"
          hint="A data em que começou a última menstruação antes da gravidez."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
