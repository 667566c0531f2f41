import type { DiscountResult } from '@/lib/discount/discount.ts'
import { formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'

/** The percentage typed stays as typed (33%, not 33,00% or 33,02%); a found one has 2 decimals. */
export function percentText(r: DiscountResult): string {
  return r.modo === 'percentual'
    ? `${formatNumber(r.discountPercent, 4)}%`
    : formatPercent(r.discountPercent)
}

/** The history line of every mode. */
export function discountSummary(r: DiscountResult) {
  return {
    inputs: `${formatMoney(r.originalPrice)} com ${percentText(r)} de desconto`,
    result: `Preço final ${formatMoney(r.finalPrice)}`,
  }
}
