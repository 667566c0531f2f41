import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { type SharedField, useSharedField } from '@/components/form/use-shared-field.ts'
import { reasonLabels } from '@/components/severance/severance-labels.ts'
import {
  severanceFields,
  severanceInputOf,
  useSeveranceFields,
} from '@/components/severance/severance-fields.tsx'
import { formatDate, formatMoney } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { LABOR_MODES } from './labor-modes.ts'
import { SeveranceDetails } from './load-severance-details.ts'

// The result card, its table and notes are drawn only once there is a result: they load after
// the form, fetched when the screen mounts (the JavaScript budget).
const SeveranceResultCard = lazyComponent(() =>
  import('./severance-result.tsx').then((m) => ({ default: m.SeveranceResultCard })),
)

const labor = lazyModule(() => import('@/lib/labor/labor.ts'))

const MODE = LABOR_MODES.of('rescisao')

export function SeveranceTab({ salary }: { salary?: SharedField }) {
  const severance = useCalculatorForm({
    id: 'labor',
    fields: severanceFields,
    mode: MODE,
    lib: labor,
    cards: [SeveranceResultCard, SeveranceDetails],
    compute: (v, lib) => lib.calculateSeverance(severanceInputOf(v)),
    history: (r, v) => ({
      inputs: `${reasonLabels[r.reason]}, salário ${formatMoney(v.salario ?? 0)}, ${formatDate(v.admissao ?? '')} a ${formatDate(v.demissao ?? '')}`,
      result: `Total ${formatMoney(r.total)}`,
    }),
  })
  const inputs = useSeveranceFields(severance, MODE)
  useSharedField(severance, 'salario', salary)

  return (
    <CalculatorLayout
      form={severance}
      label="Calcular rescisão"
      onClear={inputs.clear}
      result={(r) => <SeveranceResultCard r={r} />}
    >
      {inputs.fields}
    </CalculatorLayout>
  )
}
