import { FormTab } from '@/components/form/form-tab.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { formatNumber, formatPercent } from '@/utils/format.ts'

import { education } from './education-lib.ts'
import { EDUCATION_MODES } from './education-modes.ts'

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
  return (
    <FormTab
      form={{
        id: 'education',
        fields,
        mode: EDUCATION_MODES.of('porcentagem'),
        lib: education,
        compute: (v, lib) => lib.calculatePercentOfTotal(v),
        history: (r, v) => ({
          inputs: `${n(v.valor)} de ${n(v.total)}`,
          result: formatPercent(r.percent),
        }),
      }}
      label="Calcular porcentagem do total"
      inputs={[
        {
          name: 'valor',
          label: 'Valor (a parte)',
          placeholder: 'Ex.: 18',
          hint: 'Ex.: acertos na prova.',
        },
        { name: 'total', label: 'Total', placeholder: 'Ex.: 25', hint: 'Ex.: total de questões.' },
      ]}
      result={(r, v) => (
        <ResultCard
          main={{ label: `${n(v.valor)} de ${n(v.total)} é`, value: formatPercent(r.percent) }}
          items={[
            { label: 'Restante', value: n(r.remainder) },
            { label: 'Restante (%)', value: formatPercent(r.remainderPercent) },
          ]}
          rule="Porcentagem = valor ÷ total × 100; restante = total − valor."
        />
      )}
    />
  )
}
