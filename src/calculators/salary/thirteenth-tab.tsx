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
import { formatMoney } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { salaryLib, salaryMessages, yearOf } from './salary-fields.ts'
import { SALARY_MODES } from './salary-modes.ts'

const ThirteenthResultCard = lazyComponent(() =>
  import('./thirteenth-result.tsx').then((m) => ({ default: m.ThirteenthResultCard })),
)

const MODE = SALARY_MODES.of('decimo-terceiro')

const fields = {
  salario: { kind: 'money', messages: salaryMessages },
  meses: {
    kind: 'integer',
    initial: '12',
    messages: {
      required: 'Informe os meses trabalhados no ano (1 a 12).',
      'too-small': 'Informe pelo menos 1 mês trabalhado.',
      negative: 'Informe pelo menos 1 mês trabalhado.',
      'too-large': 'O 13º conta no máximo 12 meses.',
      'not-integer': 'Informe meses inteiros (15 dias ou mais contam como mês).',
    },
  },
  dependentes: dependentsField,
  pensao: pensionField,
  ano: tableYearField,
} as const

export function ThirteenthTab({ salary }: { salary: SharedField }) {
  const form = useCalculatorForm({
    id: 'salary',
    fields,
    mode: MODE,
    lib: salaryLib,
    cards: [ThirteenthResultCard],
    compute: (v, lib) => {
      const outcome = lib.calculateThirteenth(
        { ...v, ano: yearOf(v.ano) },
        new Date().getFullYear(),
      )
      return outcome.ok ? ok({ ...outcome.value, dependents: v.dependentes ?? 0 }) : outcome
    },
    history: (r, v) => ({
      inputs: `13º de ${formatMoney(v.salario ?? 0)}, ${r.months}/12 avos, tabela de ${r.year}`,
      result: `13º líquido ${formatMoney(r.net)}`,
    }),
  })
  const clear = useDefaultTableYear(form, { mode: MODE })
  useSharedField(form, 'salario', salary)

  return (
    <CalculatorLayout
      form={form}
      label="Calcular 13º salário"
      onClear={clear}
      result={(r) => <ThirteenthResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('salario')}
          label="Salário bruto mensal (R$)"
          placeholder="Ex.: 3.500,00"
        />
        <NumberField
          field={form.field('meses')}
          label="Meses trabalhados no ano"
          placeholder="Ex.: 12"
          hint="De 1 a 12; um mês com 15 dias ou mais conta inteiro."
        />
        <DependentsField field={form.field('dependentes')} />
        <PensionField
          field={form.field('pensao')}
          hint="A pensão paga sobre o 13º; é deduzida no IRRF do 13º e descontada da 2ª parcela."
        />
        <TableYearSelect field={form.field('ano')} />
      </FieldGrid>
    </CalculatorLayout>
  )
}
