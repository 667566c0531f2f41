import type { Share } from '@/lib/tip/tip.ts'
import { formatInteger, formatMoney } from '@/utils/format.ts'

/**
 * When an amount does not split evenly in cents, who pays the extra cent, so the shares visibly
 * add up to the amount: "2 pessoas pagam R$ 3,33 e 1 paga R$ 3,34". `null` for an even split.
 */
export function splitText(split: readonly Share[]): string | null {
  const [larger, smaller] = split
  if (!larger || !smaller) return null
  const first =
    smaller.people === 1 ? '1 pessoa paga' : `${formatInteger(smaller.people)} pessoas pagam`
  const second = larger.people === 1 ? '1 paga' : `${formatInteger(larger.people)} pagam`
  return `${first} ${formatMoney(smaller.amount)} e ${second} ${formatMoney(larger.amount)}`
}

/** The shares of an uneven split, or the one share of an even one: "R$ 3,33 ou R$ 3,34". */
export function shareValue(split: readonly Share[]): string {
  const [larger, smaller] = split
  if (!larger) return formatMoney(0)
  return smaller
    ? `${formatMoney(smaller.amount)} ou ${formatMoney(larger.amount)}`
    : formatMoney(larger.amount)
}
