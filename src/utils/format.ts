/**
 * pt-BR display of library results. The library already rounded every figure (money half-up to
 * the cent), so these only write: `R$ 1.234,56` (with the non-breaking space Intl puts after
 * `R$`), `12,34%`, `22/11/2026`, `22 de novembro de 2026`. Negatives take the minus sign
 * (U+2212), not Intl's hyphen: one sign for every negative on the site, as typography asks, and
 * one a line break never separates from its number. The parser reads it back.
 *
 * The text is the one `Intl.NumberFormat` and `Intl.DateTimeFormat` give for pt-BR, written
 * without them: the first Intl object of a page costs a slow phone 0,15–0,26 s in one task
 * (src/utils/decimal-text.ts). format.test.ts compares every function here with Intl.
 */

import { groupThousands, plainDecimal, roundDecimal } from './decimal-text.ts'

/** Never prints a negative zero, NaN or Infinity: the library guarantees finite numbers, and a
 * bug elsewhere must not put "NaN" on screen. */
function safe(value: number): number {
  return Number.isFinite(value) && value !== 0 ? value : 0
}

const MINUS = '\u2212'

/**
 * `value` with `minDigits` to `maxDigits` decimals, thousands grouped, and the minus sign only when
 * a digit other than zero is written (−0,004 is `0,00`). Written by hand, not by Intl
 * (src/utils/decimal-text.ts says why), with Intl's digits and rounding.
 */
function decimal(value: number, minDigits: number, maxDigits: number, prefix = ''): string {
  const v = safe(value)
  const [integer, rounded] = roundDecimal(plainDecimal(v), maxDigits)
  const fraction = rounded.replace(/0+$/, '').padEnd(minDigits, '0')
  const text = `${prefix}${groupThousands(integer)}${fraction ? `,${fraction}` : ''}`
  return v < 0 && /[1-9]/.test(integer + fraction) ? MINUS + text : text
}

export function formatMoney(value: number): string {
  return decimal(value, 2, 2, 'R$\u00a0')
}

/** `12,34%` — percent units in (12.34 means 12,34%). */
export function formatPercent(value: number, digits = 2): string {
  return `${decimal(value, digits, digits)}%`
}

/** A plain number with up to `maxDigits` decimals and no trailing zeros: `1.234,5`. */
export function formatNumber(value: number, maxDigits = 2, minDigits = 0): string {
  return decimal(value, minDigits, maxDigits)
}

/** A whole count: `1.234`. */
export function formatInteger(value: number): string {
  return decimal(Math.round(safe(value)), 0, 0)
}

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]

const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
]

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** A calendar date, read in UTC so no zone shifts the day; null for anything else. */
function isoToDate(iso: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/** `julho de 2026` for a month (1–12) of a year. */
export function formatMonthOfYear(month: number, year: number): string {
  return `${MONTH_NAMES[month - 1] ?? ''} de ${year}`
}

const monthOf = (d: Date) => formatMonthOfYear(d.getUTCMonth() + 1, d.getUTCFullYear())

/** `2026-11-22` → `22/11/2026`. */
export function formatDate(iso: string): string {
  const d = isoToDate(iso)
  return d
    ? `${twoDigits(d.getUTCDate())}/${twoDigits(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
    : ''
}

/** `2026-11-22` → `22 de novembro de 2026`. */
export function formatLongDate(iso: string): string {
  const d = isoToDate(iso)
  return d ? `${d.getUTCDate()} de ${monthOf(d)}` : ''
}

/** `2026-11` → `novembro de 2026`. */
export function formatMonth(month: string): string {
  const d = isoToDate(`${month}-01`)
  return d ? monthOf(d) : ''
}

/**
 * `2024-12` → `dez/2024`: a month inside a step or a table row, the way the Banco Central's
 * Calculadora do Cidadão writes it (docs/legal/official-series.md). Not Intl's short month, which
 * adds a period ("dez.").
 */
export function formatShortMonth(month: string): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1]
  return name ? `${name.slice(0, 3)}/${month.slice(0, 4)}` : month
}

/** `2026-11-22` → `domingo`; `2026-11-23` → `segunda-feira`. */
export function formatWeekday(iso: string): string {
  const d = isoToDate(iso)
  return d ? (WEEKDAYS[d.getUTCDay()] ?? '') : ''
}

/** `2026-11-22T14:05` in the visitor's clock → `22/11/2026 às 14:05`. */
export function formatDateTime(epochMs: number): string {
  const date = new Date(epochMs)
  if (Number.isNaN(date.getTime())) return ''
  const day = `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`
  return `${day} às ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
}

/** Today's calendar date in the visitor's zone, as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`
}
