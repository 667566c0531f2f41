import { type Money, subtractMoney } from '@/lib/core/money.ts'
import { formatMoney } from '@/utils/format.ts'

/**
 * Why a Price schedule's last instalment differs from the others, with the real difference: the
 * fixed instalment is rounded to the cent, and that rounding, carried over hundreds of months with
 * interest, can add up to reais, so "ajustada em centavos" would understate it (250.000,00 in 360
 * months at 0,9% leaves R$ 12,72).
 */
export function lastInstallmentHint(last: Money, regular: Money): string {
  const gap = subtractMoney(last, regular)
  return `${formatMoney(Math.abs(gap))} ${gap > 0 ? 'a mais' : 'a menos'}, resíduo do arredondamento da parcela`
}
