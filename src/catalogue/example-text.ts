import {
  formatDate,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatWeekday,
} from '../utils/format.ts'

/**
 * The worked examples' figures as prose writes them, with the code that writes results, so a
 * figure in a text is written as on the result card and never breaks across lines on a phone:
 * `R$ 1.234,56` (a non-breaking space after `R$`), `8,5`, `12,50%`, `05/07/2026`,
 * `11 de abril de 2027`.
 */
export const brl = formatMoney

/** A number with up to `digits` decimals (`minDigits` at least): `37,5`, `7,50` with 2 and 2. */
export const decimal = (value: number, digits = 2, minDigits = 0): string =>
  formatNumber(value, digits, minDigits)

/** `12,5%` with up to `digits` decimals, none when whole: `12%`, `0,9489%`. */
export const percent = (value: number, digits = 2): string => `${decimal(value, digits)}%`

/** `66,67%`, exactly `digits` decimals, as a result card shows a rate. */
export const fixedPercent = formatPercent

export const shortDate = formatDate
export const longDate = formatLongDate
export const weekday = formatWeekday
/** `2024-01` → `janeiro de 2024`. */
export const month = formatMonth
