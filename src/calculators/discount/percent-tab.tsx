import { FormTab } from '@/components/form/form-tab.tsx'
import type { SharedField } from '@/components/form/use-shared-field.ts'

import { DiscountCard } from './discount-card.tsx'
import { discountForm, preco, priceInput } from './discount-form.ts'

const fields = {
  preco,
  desconto: {
    kind: 'percent',
    messages: {
      required: 'Informe o desconto em %.',
      negative: 'O desconto não pode ser negativo.',
      'too-large': 'O desconto não pode passar de 100%.',
    },
  },
} as const

export function PercentTab({ price }: { price: SharedField }) {
  return (
    <FormTab
      form={{
        ...discountForm('percentual'),
        fields,
        compute: (v, lib) => lib.calculateDiscount({ ...v, modo: 'percentual' }),
      }}
      label="Calcular desconto em porcentagem"
      inputs={[priceInput, { name: 'desconto', label: 'Desconto (%)', placeholder: 'Ex.: 20' }]}
      shared={{ name: 'preco', field: price }}
      result={(r) => <DiscountCard r={r} />}
    />
  )
}
