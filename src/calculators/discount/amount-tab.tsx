import { FormTab } from '@/components/form/form-tab.tsx'
import type { SharedField } from '@/components/form/use-shared-field.ts'

import { DiscountCard } from './discount-card.tsx'
import { discountForm, preco, priceInput } from './discount-form.ts'

const fields = {
  preco,
  desconto: {
    kind: 'money',
    messages: {
      required: 'Informe o desconto em reais.',
      negative: 'O desconto não pode ser negativo.',
      'too-large': 'O desconto não pode ser maior que o preço original.',
    },
  },
} as const

export function AmountTab({ price }: { price: SharedField }) {
  return (
    <FormTab
      form={{
        ...discountForm('valor'),
        fields,
        compute: (v, lib) => lib.calculateDiscount({ ...v, modo: 'valor' }),
      }}
      label="Calcular desconto em reais"
      inputs={[priceInput, { name: 'desconto', label: 'Desconto (R$)', placeholder: 'Ex.: 50,00' }]}
      shared={{ name: 'preco', field: price }}
      result={(r) => <DiscountCard r={r} />}
    />
  )
}
