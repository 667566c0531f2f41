import { formatDate, formatLongDate, formatMoney, formatNumber } from '../utils/format.ts'

/**
 * The worked examples' figures as prose writes them, pt-BR: `R$ 1.234,56` (a plain space after
 * `R$`, as the how-to texts were written), `8,5`, `05/07/2026`, `11 de abril de 2027`.
 */
export const brl = (value: number): string => formatMoney(value).replace(/\u00a0/g, ' ')

/** A number with up to `digits` decimals (`minDigits` at least): `37,5`, `7,50` with 2 and 2. */
export const decimal = (value: number, digits = 2, minDigits = 0): string =>
  formatNumber(value, digits, minDigits)

export const shortDate = formatDate
export const longDate = formatLongDate
