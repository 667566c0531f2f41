import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { OvulationResult } from '@/lib/ovulation/ovulation.ts'
import { formatDate, formatLongDate, todayIso } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { CycleList } from './cycle-list.tsx'

const ovulation = lazyModule(() => import('@/lib/ovulation/ovulation.ts'))

const fields = {
  dum: {
    kind: 'date',
    messages: {
      required: 'Informe o primeiro dia da última menstruação.',
      invalid: 'Informe uma data válida.',
      future: 'A data da última menstruação não pode estar no futuro.',
      past: 'A data é de mais de um ano atrás. Informe a última menstruação.',
    },
  },
  ciclo: {
    kind: 'integer',
    messages: {
      'not-integer': 'Informe a duração do ciclo em dias inteiros.',
      'too-small': 'O ciclo deve ter de 21 a 45 dias.',
      'too-large': 'O ciclo deve ter de 21 a 45 dias.',
    },
  },
  lutea: {
    kind: 'integer',
    messages: {
      'not-integer': 'Informe a fase lútea em dias inteiros.',
      'too-small': 'A fase lútea deve ter de 10 a 16 dias.',
      'too-large': 'A fase lútea deve ter de 10 a 16 dias.',
    },
  },
} as const

function untilOvulation(r: OvulationResult): string {
  if (r.passed) return 'Passou'
  if (r.daysUntilOvulation === 0) return 'É hoje'
  return r.daysUntilOvulation === 1 ? 'Falta 1 dia' : `Faltam ${r.daysUntilOvulation} dias`
}

export default function OvulationCalculator() {
  const form = useCalculatorForm({
    id: 'ovulation',
    fields,
    // "Today" is the device's calendar day, read only when computing (never while rendering).
    lib: ovulation,
    compute: (v, lib) => lib.calculateOvulation({ ...v, today: todayIso() }),
    history: (r) => ({
      inputs: `DUM ${formatDate(r.periodStart)}, ciclo de ${r.ciclo} dias`,
      result: `Próxima ovulação ${formatDate(r.cycles.find((c) => !c.passed)?.ovulationDate ?? r.ovulationDate)}`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular período fértil"
      result={(r) => (
        <ResultCard
          main={{
            label: 'Ovulação estimada neste ciclo',
            value: formatLongDate(r.ovulationDate),
          }}
          shareValue={`Ovulação estimada em ${formatLongDate(r.ovulationDate)}`}
          badge={
            <span
              className={
                r.passed
                  ? 'bg-muted inline-flex rounded-full px-3 py-1 text-sm font-semibold'
                  : 'inline-flex rounded-full bg-pink-100 px-3 py-1 text-sm font-semibold text-pink-900 dark:bg-pink-950 dark:text-pink-100'
              }
            >
              {untilOvulation(r)}
            </span>
          }
          items={[
            {
              label: 'Período fértil',
              value: `${formatLongDate(r.fertileWindowStart)} a ${formatLongDate(r.fertileWindowEnd)}`,
              hint: r.isFertileToday ? 'Hoje está dentro do período fértil' : undefined,
            },
            { label: 'Próxima menstruação', value: formatLongDate(r.nextPeriodDate) },
            { label: 'Dia do ciclo hoje', value: `${r.cycleDay}º dia` },
          ]}
          rule={`Ovulação = início do ciclo + ${r.ciclo} − ${r.lutea} dias (ciclo menos fase lútea); período fértil de 5 dias antes a 1 dia depois.`}
        >
          <CycleList cycles={r.cycles} />
          <Note>
            Este cálculo não é um método contraceptivo. É uma estimativa para ciclos regulares: o
            ciclo pode variar de um mês para outro. Em caso de dúvida, consulte um profissional de
            saúde.
          </Note>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <DateField
          field={form.field('dum')}
          label="Primeiro dia da última menstruação"
          className="sm:col-span-2"
        />
        <NumberField
          field={form.field('ciclo')}
          label="Duração do ciclo (dias)"
          placeholder="28"
          unit="dias"
          hint="De 21 a 45 dias; vazio usa 28."
        />
        <NumberField
          field={form.field('lutea')}
          label="Fase lútea (dias)"
          placeholder="14"
          unit="dias"
          hint="De 10 a 16 dias; vazio usa 14."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
