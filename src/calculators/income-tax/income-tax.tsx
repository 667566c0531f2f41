import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { formatMoney } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { EDUCATION_CAP, incomeTaxFields as fields, YEAR_OPTIONS } from './income-tax-fields.ts'
import { balanceLabel } from './income-tax-labels.ts'
import { DependantsEducation } from './dependants-education.tsx'
import { SalaryFill } from './salary-fill.tsx'

const lib = lazyModule(() => import('@/lib/income-tax/income-tax.ts'))

// Both models side by side, the notes and what is left out: drawn only with a result.
const IncomeTaxResult = lazyComponent(() =>
  import('./income-tax-result.tsx').then((m) => ({ default: m.IncomeTaxResult })),
)

/** `2500;;1200` → [2500, null, 1200]; `?` (unreadable) → NaN, reported by the library. */
const amountsOf = (text: string | null) =>
  text ? text.split(';').map((part) => (part === '' ? null : Number(part))) : []

export default function IncomeTaxCalculator() {
  const form = useCalculatorForm({
    id: 'income-tax',
    fields,
    lib,
    cards: [IncomeTaxResult],
    compute: (v, module) =>
      module.calculateIncomeTax({
        ...v,
        ano: v.ano ? Number(v.ano) : null,
        // Only the rows on screen: a dependant removed takes its amount with it.
        educacaoDependentes: amountsOf(v.educacaoDependentes).slice(0, v.dependentes ?? 0),
      }),
    history: (r) => ({
      inputs: `Ano-calendário ${String(r.year)}, rendimentos de ${formatMoney(r.income)}`,
      result: `${balanceLabel(r.balance)}: ${formatMoney(Math.abs(r.balance))} (${r.best})`,
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular o imposto de renda anual"
      intro={
        <>
          <SalaryFill form={form} />
        </>
      }
      result={(r) => <IncomeTaxResult result={r} />}
    >
      <FieldGrid>
        <SelectField
          field={form.field('ano')}
          label="Ano-calendário"
          options={YEAR_OPTIONS}
          hint="O ano em que você recebeu os rendimentos."
        />
        <NumberField
          field={form.field('rendimentos')}
          label="Rendimentos tributáveis no ano (R$)"
          placeholder="Ex.: 60.000,00"
          hint="Salários, férias, aluguéis, sem o 13º."
        />
        <NumberField
          field={form.field('inss')}
          label="INSS pago no ano (R$)"
          placeholder="Ex.: 6.500,00"
        />
        <NumberField
          field={form.field('irrf')}
          label="Imposto retido na fonte (R$)"
          placeholder="Ex.: 5.000,00"
          hint="No informe de rendimentos, sem o do 13º."
        />
        <NumberField field={form.field('dependentes')} label="Dependentes" placeholder="Ex.: 0" />
        <NumberField
          field={form.field('saude')}
          label="Despesas médicas (R$)"
          placeholder="Ex.: 3.000,00"
          hint="Sem limite: consultas, exames, plano de saúde."
        />
        <NumberField
          field={form.field('educacao')}
          label="Suas despesas com educação (R$)"
          placeholder="Ex.: 4.000,00"
          hint={`Só as suas: limite de ${formatMoney(EDUCATION_CAP)} por pessoa; cada dependente tem o seu campo.`}
        />
        <DependantsEducation
          dependants={form.values.dependentes ?? ''}
          field={form.field('educacaoDependentes')}
        />
        <NumberField
          field={form.field('pensao')}
          label="Pensão alimentícia paga (R$)"
          placeholder="Ex.: 0,00"
          hint="Por decisão judicial ou escritura pública."
        />
        <NumberField
          field={form.field('pgbl')}
          label="Previdência privada PGBL (R$)"
          placeholder="Ex.: 6.000,00"
          hint="Deduz até 12% dos rendimentos tributáveis."
        />
        <NumberField
          field={form.field('outros')}
          label="Outras deduções (R$)"
          placeholder="Ex.: 0,00"
          hint="Livro-caixa, previdência de servidor e outras."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
