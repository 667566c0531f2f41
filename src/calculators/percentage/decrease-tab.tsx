import { FormTab } from '@/components/form/form-tab.tsx'
import type { SharedField } from '@/components/form/use-shared-field.ts'

import { PercentageCard } from './percentage-card.tsx'
import { decreaseFields } from './percentage-fields.ts'
import { percentageForm } from './percentage-form.ts'

export function DecreaseTab({ value }: { value: SharedField }) {
  return (
    <FormTab
      form={{
        ...percentageForm('reducao'),
        fields: decreaseFields,
        compute: (v, lib) => lib.calculatePercentage({ ...v, modo: 'reducao' }),
      }}
      label="Calcular redução percentual"
      inputs={[
        { name: 'valor', label: 'Valor inicial', placeholder: 'Ex.: 250' },
        { name: 'pct', label: 'Redução (%)', placeholder: 'Ex.: 20', hint: 'De 0% a 100%.' },
      ]}
      shared={{ name: 'valor', field: value }}
      result={(r, v) => <PercentageCard r={r} v={v} />}
    />
  )
}
