import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { formatNumber, formatPercent } from '@/utils/format.ts'

import { education } from './education-lib.ts'

const fields = {
  valor: {
    kind: 'decimal',
    decimals: 6,
    allowNegative: true,
    messages: { required: 'Informe o valor (a parte).' },
  },
  total: {
    kind: 'decimal',
    decimals: 6,
    allowNegative: true,
    messages: {
      required: 'Informe o total.',
      zero: 'O total não pode ser zero.',
      'too-small': 'O total está próximo demais de zero.',
    },
  },
} as const

const n = (x: number | null) => formatNumber(x ?? 0, 6)

export function PercentOfTotalTab() {
  const form = useCalculatorForm({
    id: 'education',
    fields,
    mode: { value: 'porcentagem', isDefault: false },
    lib: education,
    compute: (v, lib) => lib.calculatePercentOfTotal(v),
    history: (r, v) => ({
      inputs: `${n(v.valor)} de ${n(v.total)}`,
      result: formatPercent(r.percent),
    }),
  })
  const r = form.result
  const v = form.parsed

  return (
    <div>
      <CalculatorForm form={form} label="Calcular porcentagem do total">
        <FieldGrid>
          <NumberField
            field={form.field('valor')}
            label="Valor (a parte)"
            placeholder="Ex.: 18"
            hint="Ex.: acertos na prova."
          />
          <NumberField
            field={form.field('total')}
            label="Total"
            placeholder="Ex.: 25"
            hint="Ex.: total de questões."
          />
        </FieldGrid>
        <FormActions onClear={form.clear} />
      </CalculatorForm>
      <ResultRegion>
        {r ? (
          <ResultCard
            calculatorId="education"
            main={{ label: `${n(v.valor)} de ${n(v.total)} é`, value: formatPercent(r.percent) }}
            items={[
              { label: 'Restante', value: n(r.remainder) },
              { label: 'Restante (%)', value: formatPercent(r.remainderPercent) },
            ]}
            rule="Porcentagem = valor ÷ total × 100; restante = total − valor."
          />
        ) : null}
      </ResultRegion>
    </div>
  )
}
