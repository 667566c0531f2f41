import { FormTab } from '@/components/form/form-tab.tsx'
import type { SharedField } from '@/components/form/use-shared-field.ts'

import { DiscountCard } from './discount-card.tsx'
import { discountForm, preco, priceInput } from './discount-form.ts'

const fields = {
  preco,
  final: {
    kind: 'money',
    messages: {
      required: 'Informe o preço final, já com desconto.',
      negative: 'O preço final não pode ser negativo.',
      'too-large': 'O preço final deve ser menor que o original (senão é aumento, não desconto).',
    },
  },
} as const

export function FinalPriceTab({ price }: { price: SharedField }) {
  return (
    <FormTab
      form={{
        ...discountForm('preco-final'),
        fields,
        compute: (v, lib) => lib.calculateDiscount({ ...v, modo: 'preco-final' }),
      }}
      label="Calcular desconto pelo preço final"
      inputs={[
        priceInput,
        {
          name: 'final',
          label: 'Preço final (R$)',
          placeholder: 'Ex.: 199,90',
          hint: 'O preço já com desconto.',
        },
      ]}
      shared={{ name: 'preco', field: price }}
      result={(r) => <DiscountCard r={r} />}
    />
  )
}
