import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { dependentsField, pensionField } from '@/components/irrf-field-specs.ts'
import { DependentsField, PensionField } from '@/components/irrf-fields.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { type SharedField, useSharedField } from '@/components/form/use-shared-field.ts'
import { tableYearField, useDefaultTableYear } from '@/components/legal/table-year.ts'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { ok } from '@/lib/core/outcome.ts'
import { DateField } from '@/components/form/date-field.tsx'
import { PayslipExtraFields } from '@/components/payslip-extra-fields.tsx'
import { monthFieldSpec, payslipExtraSpecs } from '@/components/payslip-extra-specs.ts'
import { formatMoney, todayIso } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { dependentsText, salaryLib, salaryMessages, yearOf } from './salary-fields.ts'
import { SALARY_MODES } from './salary-modes.ts'

// The payslip, IRRF details, employer cost and notes are only needed once there is a result:
// they load after the form (the JavaScript budget), fetched when the tab mounts.
const NetResult = lazyComponent(() =>
  import('./net-result.tsx').then((m) => ({ default: m.NetResult })),
)

const MODE = SALARY_MODES.of('liquido')

const fields = {
  bruto: { kind: 'money', messages: salaryMessages },
  dependentes: dependentsField,
  pensao: pensionField,
  vt: {
    kind: 'money',
    messages: { negative: 'O custo do vale-transporte não pode ser negativo.' },
  },
  outros: {
    kind: 'money',
    messages: { negative: 'Os outros descontos não podem ser negativos.' },
  },
  ano: tableYearField,
  mes: monthFieldSpec,
  ...payslipExtraSpecs,
} as const

export function NetTab({ salary }: { salary: SharedField }) {
  const form = useCalculatorForm({
    id: 'salary',
    fields,
    mode: MODE,
    lib: salaryLib,
    cards: [NetResult],
    compute: (v, lib) => {
      const today = todayIso()
      const outcome = lib.calculateSalaryNet(
        { ...v, ano: yearOf(v.ano) },
        Number(today.slice(0, 4)),
        null,
        today,
      )
      return outcome.ok ? ok({ ...outcome.value, dependents: v.dependentes ?? 0 }) : outcome
    },
    history: (r) => ({
      inputs: `Bruto ${formatMoney(r.gross)}, ${dependentsText(r.dependents)}${r.alimony > 0 ? `, pensão ${formatMoney(r.alimony)}` : ''}, tabela de ${r.year}`,
      result: `Líquido ${formatMoney(r.net)}`,
    }),
  })
  const clear = useDefaultTableYear(form, { mode: MODE })
  useSharedField(form, 'bruto', salary)

  return (
    <CalculatorLayout
      form={form}
      label="Calcular salário líquido"
      onClear={clear}
      result={(r) => <NetResult r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('bruto')}
          label="Salário bruto mensal (R$)"
          placeholder="Ex.: 3.500,00"
        />
        <DependentsField field={form.field('dependentes')} />
        <PensionField field={form.field('pensao')} />
        <NumberField
          field={form.field('vt')}
          label="Vale-transporte: custo mensal (R$)"
          placeholder="Opcional"
          hint="O desconto é de até 6% do salário, limitado a este custo."
        />
        <NumberField
          field={form.field('outros')}
          label="Outros descontos (R$)"
          placeholder="Opcional"
          hint="Plano de saúde, consignado, etc."
        />
        <TableYearSelect field={form.field('ano')} />
      </FieldGrid>
      <PayslipExtraFields field={form.field}>
        <DateField
          field={form.field('mes')}
          type="month"
          label="Mês do holerite"
          hint="Vazio: o mês atual. Define os dias úteis do DSR e das faltas."
        />
      </PayslipExtraFields>
    </CalculatorLayout>
  )
}
