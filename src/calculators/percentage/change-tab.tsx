import { FormTab } from '@/components/form/form-tab.tsx'

import { PercentageCard } from './percentage-card.tsx'
import { changeFields } from './percentage-fields.ts'
import { percentageForm } from './percentage-form.ts'

/** From one value to another: no "valor" to carry, its two values are its own. */
export function ChangeTab() {
  return (
    <FormTab
      form={{
        ...percentageForm('variacao'),
        fields: changeFields,
        compute: (v, lib) => lib.calculatePercentage({ ...v, modo: 'variacao' }),
      }}
      label="Calcular variação percentual"
      inputs={[
        { name: 'de', label: 'Valor inicial', placeholder: 'Ex.: 50' },
        { name: 'para', label: 'Valor final', placeholder: 'Ex.: 75' },
      ]}
      result={(r, v) => <PercentageCard r={r} v={v} />}
    />
  )
}
