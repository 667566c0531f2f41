import type { ResultItem } from '@/components/form/result-card.tsx'
import type { Money } from '@/lib/core/money.ts'
import { formatMoney } from '@/utils/format.ts'
import { wholeCents } from '@/utils/float-figures.ts'

/**
 * The figures every loan card shows (financiamento, empréstimo, parcelamento, consórcio), written
 * once so that a total or a last instalment reads the same on each screen. A screen keeps its own
 * order and the items only it has.
 */

/** `12x de R$ 995,46`: a share text, a history line. */
export function installmentsText(count: number, installment: Money): string {
  return `${count}x de ${formatMoney(installment)}`
}

/**
 * Why a Price schedule's last instalment differs from the others, with the real difference: the
 * fixed instalment is rounded to the cent, and that rounding, carried over hundreds of months with
 * interest, can add up to reais, so "ajustada em centavos" would understate it (250.000,00 in 360
 * months at 0,9% leaves R$ 12,72).
 */
export function lastInstallmentHint(last: Money, regular: Money): string {
  // In whole cents, exact without the decimal library (which this page loads only with its
  // formulas): both amounts are already rounded to the cent.
  const gap = wholeCents(last) - wholeCents(regular)
  return `${formatMoney(Math.abs(gap) / 100)} ${gap > 0 ? 'a mais' : 'a menos'}, resíduo do arredondamento da parcela`
}

/** "Última parcela", only when it differs from the others; the hint says why (the rounding). */
export function lastInstallmentItem(
  last: Money,
  regular: Money,
  hint: string = lastInstallmentHint(last, regular),
): ResultItem | null {
  return last === regular ? null : { label: 'Última parcela', value: formatMoney(last), hint }
}

export function totalInterestItem(total: Money, hint?: string): ResultItem {
  return {
    label: 'Total de juros',
    value: formatMoney(total),
    ...(hint === undefined ? {} : { hint }),
  }
}

/** The sum of everything paid, the card's emphasized total ("Total a pagar" on a loan). */
export function totalPaidItem(
  total: Money,
  { label = 'Total pago', hint }: { label?: string; hint?: string } = {},
): ResultItem {
  return {
    label,
    value: formatMoney(total),
    strong: true,
    ...(hint === undefined ? {} : { hint }),
  }
}
