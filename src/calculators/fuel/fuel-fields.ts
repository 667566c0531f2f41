import type { SharedField } from '@/components/form/use-shared-field.ts'
import { formatNumber } from '@/utils/format.ts'

/** Pump prices have three decimals (R$ 5,899). */
export function priceField(what: string) {
  return {
    kind: 'decimal' as const,
    decimals: 3,
    messages: {
      required: `Informe o preço do litro ${what}.`,
      'not-positive': `O preço ${what} deve ser maior que zero.`,
      'too-small': `O preço ${what} deve ser de pelo menos R$\u00a00,01.`,
    },
  }
}

export function positiveField(required: string, positive: string) {
  return {
    kind: 'decimal' as const,
    messages: { required, 'not-positive': positive, 'too-small': positive },
  }
}

/** Cost per km keeps the library's 3 decimals, like a pump price: `R$ 0,492`. */
export function formatCostPerKm(value: number): string {
  return `R$\u00a0${formatNumber(value, 3, 3)}`
}

/** What Viagem and Comparar both ask, carried from one tab to the other. */
export type FuelShared = { gasoline: SharedField; ethanol: SharedField; kmPerLiter: SharedField }
