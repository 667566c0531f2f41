import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { type SharedField, useSharedField } from '@/components/form/use-shared-field.ts'
import { HOURS_PER_DAY, HOURS_PER_WEEK } from '@/lib/salary/salary-options.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'

import { salaryLib, salaryMessages } from './salary-fields.ts'
import { SALARY_MODES } from './salary-modes.ts'

const fields = {
  salario: { kind: 'money', messages: salaryMessages },
  horas: {
    kind: 'decimal',
    initial: '220',
    messages: {
      required: 'Informe as horas trabalhadas por mês.',
      'not-positive': 'As horas por mês devem ser maiores que zero.',
      'too-small': 'Informe pelo menos 1 hora por mês.',
      'too-large': 'Um mês tem no máximo 744 horas.',
    },
  },
} as const

export function HourlyTab({ salary }: { salary: SharedField }) {
  const form = useCalculatorForm({
    id: 'salary',
    fields,
    mode: SALARY_MODES.of('hora'),
    lib: salaryLib,
    compute: (v, lib) => lib.calculateHourly(v),
    history: (r) => ({
      inputs: `Salário ${formatMoney(r.perMonth)}, ${formatNumber(r.hours, 2)} h por mês`,
      result: `${formatMoney(r.perHour)} por hora`,
    }),
  })
  useSharedField(form, 'salario', salary)

  return (
    <CalculatorLayout
      form={form}
      label="Calcular valor da hora"
      result={(r) => (
        <ResultCard
          main={{ label: 'Valor da hora', value: formatMoney(r.perHour) }}
          shareValue={`${formatMoney(r.perHour)} por hora`}
          items={[
            { label: `Por dia (${HOURS_PER_DAY} h)`, value: formatMoney(r.perDay) },
            { label: `Por semana (${HOURS_PER_WEEK} h)`, value: formatMoney(r.perWeek) },
            {
              label: `Por mês (${formatNumber(r.hours, 2)} h)`,
              value: formatMoney(r.perMonth),
              strong: true,
            },
          ]}
          rule="Valor da hora = salário ÷ horas por mês (220 h para 44 h semanais, CLT art. 64); dia de 8 h e semana de 40 h."
        />
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('salario')}
          label="Salário bruto mensal (R$)"
          placeholder="Ex.: 3.500,00"
        />
        <NumberField
          field={form.field('horas')}
          label="Horas trabalhadas por mês"
          placeholder="Ex.: 220"
          unit="h"
          hint="220 h para 44 h semanais; 200 h para 40 h semanais."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
