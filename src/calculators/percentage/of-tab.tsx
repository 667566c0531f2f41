import { FormTab } from '@/components/form/form-tab.tsx'
import type { SharedField } from '@/components/form/use-shared-field.ts'

import { PercentageCard } from './percentage-card.tsx'
import { ofFields } from './percentage-fields.ts'
import { percentageForm } from './percentage-form.ts'

export function OfTab({ value }: { value: SharedField }) {
  return (
    <FormTab
      form={{
        ...percentageForm('de'),
        fields: ofFields,
        compute: (v, lib) => lib.calculatePercentage({ ...v, modo: 'de' }),
      }}
      label="Calcular porcentagem de um valor"
      inputs={[
        { name: 'pct', label: 'Porcentagem (%)', placeholder: 'Ex.: 15' },
        { name: 'valor', label: 'De quanto (valor)', placeholder: 'Ex.: 200' },
      ]}
      shared={{ name: 'valor', field: value }}
      result={(r, v) => <PercentageCard r={r} v={v} />}
    />
  )
}
