import type { Money } from '@/lib/core/money.ts'
import { formatMoney } from '@/utils/format.ts'

/**
 * Why a Price schedule's last instalment differs from the others, with the real difference: the
 * fixed instalment is rounded to the cent, and that rounding, carried over hundreds of months with
 * interest, can add up to reais, so "ajustada em centavos" would understate it (250.000,00 in 360
 * months at 0,9% leaves R$ 12,72).
 */
export function lastInstallmentHint(last: Money, regular: Money): string {
  // In whole cents, exact without the decimal library (which this page loads only with its
  // formulas): both amounts are already rounded to the cent.
  const gap = Math.round(last * 100) - Math.round(regular * 100)
  return `${formatMoney(Math.abs(gap) / 100)} ${gap > 0 ? 'a mais' : 'a menos'}, resíduo do arredondamento da parcela`
}
