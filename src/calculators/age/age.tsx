import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { AgeResult } from '@/lib/age/age.ts'
import { LIFE_YEARS, LIFE_YEARS_SOURCE } from '@/lib/age/age-options.ts'
import {
  formatDate,
  formatInteger,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatWeekday,
  todayIso,
} from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const age = lazyModule(() => import('@/lib/age/age.ts'))

const fields = {
  nascimento: {
    kind: 'date',
    messages: {
      required: 'Informe a data de nascimento.',
      invalid: 'Informe uma data válida.',
      future: 'A data de nascimento não pode ser depois de hoje nem da data de referência.',
    },
  },
  ref: { kind: 'date', messages: { invalid: 'Informe uma data válida.' } },
} as const

function count(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${n === 1 ? one : many}`
}

function ageText(r: AgeResult): string {
  return [
    count(r.years, 'ano', 'anos'),
    count(r.months, 'mês', 'meses'),
    count(r.days, 'dia', 'dias'),
  ].join(', ')
}

function birthdayHint(r: AgeResult): string {
  const years = count(r.nextAge, 'ano', 'anos')
  if (r.daysUntilBirthday === 0) return `Hoje! ${years}. Parabéns!`
  return `Faltam ${count(r.daysUntilBirthday, 'dia', 'dias')} para completar ${years}`
}

export default function AgeCalculator() {
  const form = useCalculatorForm({
    id: 'age',
    fields,
    // "Today" is the device's calendar day, read only when computing (never while rendering).
    lib: age,
    compute: (v, lib) => lib.calculateAge({ ...v, today: todayIso() }),
    history: (r) => ({
      inputs: `Nascimento ${formatDate(r.nascimento)}, em ${formatDate(r.ref)}`,
      result: ageText(r),
    }),
  })
  const r = form.result
  const bornOnLeapDay = r?.nascimento.endsWith('-02-29') ?? false

  return (
    <CalculatorLayout
      form={form}
      label="Calcular idade"
      result={(r) => (
        <ResultCard
          main={{ label: `Idade em ${formatDate(r.ref)}`, value: ageText(r) }}
          items={[
            {
              label: 'Próximo aniversário',
              value: `${formatWeekday(r.nextBirthday)}, ${formatLongDate(r.nextBirthday)}`,
              hint: birthdayHint(r),
              strong: true,
            },
            { label: 'Total de meses', value: formatInteger(r.totalMonths) },
            { label: 'Total de semanas', value: formatInteger(r.totalWeeks) },
            { label: 'Total de dias', value: formatInteger(r.totalDays) },
            {
              label: 'Total de horas',
              value: formatInteger(r.ageInHours),
              hint: 'Contadas da meia-noite do nascimento',
            },
            { label: 'Total de minutos', value: formatInteger(r.ageInMinutes) },
            {
              label: 'Vida vivida',
              value: formatPercent(r.lifePercentage),
              hint: `Da expectativa de vida ao nascer no Brasil, ${formatNumber(LIFE_YEARS, 1, 1)} anos (${LIFE_YEARS_SOURCE}).`,
            },
          ]}
          rule="Idade = anos e meses completos, depois os dias; totais em dias corridos até a data de referência."
        >
          {bornOnLeapDay ? (
            <Note>
              Quem nasceu em 29 de fevereiro completa ano em 28 de fevereiro nos anos que não são
              bissextos, e em 29 de fevereiro nos bissextos.
            </Note>
          ) : null}
        </ResultCard>
      )}
    >
      <FieldGrid>
        <DateField field={form.field('nascimento')} label="Data de nascimento" />
        <DateField
          field={form.field('ref')}
          label="Data de referência (opcional)"
          hint="Vazio: hoje. Use uma data futura para saber a idade nela."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
