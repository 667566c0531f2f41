import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { dependentsField, pensionField } from '@/components/irrf-field-specs.ts'
import { DependentsField, PensionField } from '@/components/irrf-fields.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { tableYearField, useDefaultTableYear } from '@/components/legal/table-year.ts'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { ok } from '@/lib/core/outcome.ts'
import { formatMoney } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { yearOf } from './salary-fields.ts'
import { SALARY_MODES } from './salary-modes.ts'

const GrossResult = lazyComponent(() =>
  import('./gross-result.tsx').then((m) => ({ default: m.GrossResult })),
)

const grossLib = lazyModule(() => import('@/lib/salary/gross-from-net.ts'))

const MODE = SALARY_MODES.of('bruto')

const fields = {
  liquido: {
    kind: 'money',
    messages: {
      required: 'Informe o salário líquido que você quer receber.',
      'not-positive': 'O líquido deve ser maior que zero.',
      invalid: 'Digite o líquido em reais, como 4.500,00.',
      'too-large': 'Informe um líquido de até R$\u00a01.000.000,00.',
    },
  },
  dependentes: dependentsField,
  pensao: pensionField,
  ano: tableYearField,
} as const

/** Bruto a partir do líquido: the smallest gross salary whose payslip leaves the net asked for. */
export function GrossTab() {
  const form = useCalculatorForm({
    id: 'salary',
    fields,
    mode: MODE,
    lib: grossLib,
    cards: [GrossResult],
    compute: (v, lib) => {
      const outcome = lib.calculateGrossFromNet(
        { ...v, ano: yearOf(v.ano) },
        new Date().getFullYear(),
      )
      return outcome.ok
        ? ok({ ...outcome.value, wanted: v.liquido ?? 0, dependents: v.dependentes ?? 0 })
        : outcome
    },
    history: (r) => ({
      inputs: `Líquido desejado ${formatMoney(r.wanted)}, tabela de ${r.payslip.year}`,
      result: `Bruto ${formatMoney(r.payslip.gross)}`,
    }),
  })
  const clear = useDefaultTableYear(form, { mode: MODE })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular salário bruto a partir do líquido"
      onClear={clear}
      result={(r) => <GrossResult r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('liquido')}
          label="Salário líquido desejado (R$)"
          placeholder="Ex.: 4.500,00"
          hint="O que você quer receber por mês, depois de INSS e IRRF."
        />
        <DependentsField field={form.field('dependentes')} />
        <PensionField field={form.field('pensao')} />
        <TableYearSelect field={form.field('ano')} />
      </FieldGrid>
    </CalculatorLayout>
  )
}
