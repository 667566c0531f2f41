import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { dependentsField } from '@/components/irrf-field-specs.ts'
import { DependentsField } from '@/components/irrf-fields.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { tableYearField, useDefaultTableYear } from '@/components/legal/table-year.ts'
import { PJ_ANNEXES } from '@/lib/clt-pj/clt-pj-options.ts'
import { formatMoney } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { annexChoiceLabels, verdictText } from './clt-pj-text.ts'
import { CltPjDetails } from './load-clt-pj-details.ts'

// The result card, the two sides' lines and the assumptions are drawn only once there is a
// result: they load after the form, fetched when the screen mounts (the JavaScript budget).
const CltPjResultCard = lazyComponent(() =>
  import('./clt-pj-result.tsx').then((m) => ({ default: m.CltPjResultCard })),
)

const cltPj = lazyModule(() => import('@/lib/clt-pj/clt-pj.ts'))

const fields = {
  salario: {
    kind: 'money',
    messages: {
      required: 'Informe o salário bruto mensal da proposta CLT.',
      'not-positive': 'O salário deve ser maior que zero.',
    },
  },
  beneficios: {
    kind: 'money',
    messages: { negative: 'O valor dos benefícios não pode ser negativo.' },
  },
  faturamento: {
    kind: 'money',
    messages: {
      'not-positive': 'Informe um faturamento maior que zero, ou deixe em branco.',
      'too-large':
        'Faturamento anual (mês × 12) acima de R$\u00a04.800.000,00: a empresa fica fora do Simples Nacional (LC 123/2006, art. 3º, II).',
    },
  },
  anexo: { kind: 'option', options: PJ_ANNEXES, initial: 'auto' },
  contador: {
    kind: 'money',
    messages: { negative: 'O custo do contador não pode ser negativo.' },
  },
  prolabore: {
    kind: 'money',
    messages: {
      'not-positive': 'Informe um pró-labore maior que zero, ou deixe em branco.',
      'too-small':
        'O pró-labore deve ser de pelo menos um salário mínimo, a base mínima do INSS (Lei 10.666/2003, art. 5º).',
      'too-large': 'O pró-labore não pode passar do faturamento do mês.',
    },
  },
  dependentes: dependentsField,
  ano: tableYearField,
} as const

const annexOptions = PJ_ANNEXES.map((value) => ({ value, label: annexChoiceLabels[value] }))

export default function CltPjCalculator() {
  const form = useCalculatorForm({
    id: 'clt-pj',
    fields,
    lib: cltPj,
    cards: [CltPjResultCard, CltPjDetails],
    compute: (v, lib) =>
      lib.calculateCltPj({ ...v, ano: v.ano ? Number(v.ano) : null }, new Date().getFullYear()),
    history: (r) => ({
      inputs: `CLT ${formatMoney(r.clt.salary)} × PJ ${r.revenueSolved ? 'a calcular' : formatMoney(r.revenue)}, tabela de ${r.year}`,
      result: verdictText(r),
    }),
  })
  const clear = useDefaultTableYear(form)

  return (
    <CalculatorLayout
      form={form}
      label="Comparar CLT e PJ"
      onClear={clear}
      result={(r) => <CltPjResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('salario')}
          label="Salário bruto CLT (R$ por mês)"
          placeholder="Ex.: 10.000,00"
        />
        <NumberField
          field={form.field('beneficios')}
          label="Benefícios CLT (R$ por mês)"
          placeholder="Opcional"
          hint="Vale-refeição, plano de saúde e outros, pelo valor que têm para você."
        />
        <NumberField
          field={form.field('faturamento')}
          label="Faturamento PJ (R$ por mês)"
          placeholder="Opcional"
          hint="Vazio: calculamos quanto o PJ precisa faturar para empatar com a CLT."
        />
        <NumberField
          field={form.field('contador')}
          label="Contador e custos fixos do PJ (R$ por mês)"
          placeholder="Ex.: 300,00"
        />
        <SelectField
          field={form.field('anexo')}
          label="Anexo do Simples Nacional"
          options={annexOptions}
          hint="Serviços intelectuais: Anexo III com Fator R de 28% ou mais, senão Anexo V."
        />
        <NumberField
          field={form.field('prolabore')}
          label="Pró-labore (R$ por mês)"
          placeholder="Automático"
          hint="Vazio: o melhor para o Fator R."
        />
        <DependentsField field={form.field('dependentes')} />
        <TableYearSelect field={form.field('ano')} />
      </FieldGrid>
    </CalculatorLayout>
  )
}
