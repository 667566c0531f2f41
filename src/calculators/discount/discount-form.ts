import type { FormTabInput } from '@/components/form/form-tab.tsx'
import { defineModes } from '@/components/form/modes.ts'
import { type DiscountMode, MODES } from '@/lib/discount/discount-options.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { discountSummary } from './discount-text.ts'

/** The tabs, the first (`percentual`) the one the screen opens on. */
export const DISCOUNT_TABS = defineModes(MODES)

export const discount = lazyModule(() => import('@/lib/discount/discount.ts'))

/** The original price: the first field of every mode, carried from one tab to the next. */
export const preco = {
  kind: 'money',
  messages: {
    required: 'Informe o preço original.',
    'not-positive': 'O preço original deve ser maior que zero.',
  },
} as const

export const priceInput: FormTabInput<'preco'> = {
  name: 'preco',
  label: 'Preço original (R$)',
  placeholder: 'Ex.: 250,00',
}

/** What the three tabs' forms have in common; each adds its fields and its `compute`. */
export function discountForm(modo: DiscountMode) {
  return {
    id: 'discount' as const,
    mode: DISCOUNT_TABS.of(modo),
    lib: discount,
    history: discountSummary,
  }
}
