import { FormTab } from '@/components/form/form-tab.tsx'
import type { SharedField } from '@/components/form/use-shared-field.ts'

import { PercentageCard } from './percentage-card.tsx'
import { increaseFields } from './percentage-fields.ts'
import { percentageForm } from './percentage-form.ts'

export function IncreaseTab({ value }: { value: SharedField }) {
  return (
    <FormTab
      form={{
        ...percentageForm('aumento'),
        fields: increaseFields,
        compute: (v, lib) => lib.calculatePercentage({ ...v, modo: 'aumento' }),
      }}
      label="Calcular aumento percentual"
      inputs={[
        { name: 'valor', label: 'Valor inicial', placeholder: 'Ex.: 1.500' },
        { name: 'pct', label: 'Aumento (%)', placeholder: 'Ex.: 10' },
      ]}
      shared={{ name: 'valor', field: value }}
      result={(r, v) => <PercentageCard r={r} v={v} />}
    />
  )
}
