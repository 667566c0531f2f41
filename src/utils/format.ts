/**
 * pt-BR display of library results. The library already rounded every figure (money half-up to
 * the cent), so these only write: `R$ 1.234,56` (with the non-breaking space Intl puts after
 * `R$`), `12,34%`, `22/11/2026`, `22 de novembro de 2026`. Negatives take the minus sign
 * (U+2212), not Intl's hyphen: one sign for every negative on the site, as typography asks, and
 * one a line break never separates from its number. The parser reads it back.
 */

// Formatters are made on first use, not when the module loads: the first Intl object loads the
// locale's ICU data, tens of milliseconds on a slow phone, and most pages format nothing until a
// result (the TBT budget).
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

const money = () =>
  cached(
    'money',
    () =>
      new Intl.NumberFormat('pt-BR', {
        style: 'currency',
        currency: 'BRL',
      }),
  )

function numberFormat(min: number, max: number, grouping = true): Intl.NumberFormat {
  return cached(
    `${min}-${max}-${grouping}`,
    () =>
      new Intl.NumberFormat('pt-BR', {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        useGrouping: grouping,
      }),
  )
}

/** Never prints a negative zero, NaN or Infinity: the library guarantees finite numbers, and a
 * bug elsewhere must not put "NaN" on screen. */
function safe(value: number): number {
  return Number.isFinite(value) && value !== 0 ? value : 0
}

const MINUS = '\u2212'

/** Intl writes the sign with a hyphen-minus; the display uses the true minus sign, and none on a
 * value that rounds to zero (−0,004 is `0,00`). */
function minus(text: string): string {
  if (!text.startsWith('-')) return text
  const unsigned = text.slice(1)
  return /[1-9]/.test(unsigned) ? MINUS + unsigned : unsigned
}

export function formatMoney(value: number): string {
  return minus(money().format(safe(value)))
}

/** `12,34%` — percent units in (12.34 means 12,34%). */
export function formatPercent(value: number, digits = 2): string {
  return `${minus(numberFormat(digits, digits).format(safe(value)))}%`
}

/** A plain number with up to `maxDigits` decimals and no trailing zeros: `1.234,5`. */
export function formatNumber(value: number, maxDigits = 2, minDigits = 0): string {
  return minus(numberFormat(minDigits, maxDigits).format(safe(value)))
}

/** A whole count: `1.234`. */
export function formatInteger(value: number): string {
  return minus(numberFormat(0, 0).format(Math.round(safe(value))))
}

function utcDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    JSON.stringify(options),
    () => new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: 'UTC' }),
  )
}

function isoToDate(iso: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/** `2026-11-22` → `22/11/2026`. Calendar dates are read in UTC so no zone shifts the day. */
export function formatDate(iso: string): string {
  const date = isoToDate(iso)
  return date
    ? utcDateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(date)
    : ''
}

/** `2026-11-22` → `22 de novembro de 2026`. */
export function formatLongDate(iso: string): string {
  const date = isoToDate(iso)
  return date ? utcDateFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(date) : ''
}

/** `2026-11` → `novembro de 2026`. */
export function formatMonth(month: string): string {
  const date = isoToDate(`${month}-01`)
  return date ? utcDateFormat({ month: 'long', year: 'numeric' }).format(date) : ''
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']

/**
 * `2024-12` → `dez/2024`: a month inside a step or a table row, the way the Banco Central's
 * Calculadora do Cidadão writes it (docs/legal/official-series.md). Not Intl's short month, which
 * adds a period ("dez.").
 */
export function formatShortMonth(month: string): string {
  const name = MONTHS[Number(month.slice(5, 7)) - 1]
  return name ? `${name}/${month.slice(0, 4)}` : month
}

/** `2026-11-22` → `domingo`. */
export function formatWeekday(iso: string): string {
  const date = isoToDate(iso)
  return date ? utcDateFormat({ weekday: 'long' }).format(date) : ''
}

/** `2026-11-22T14:05` in the visitor's clock → `22/11/2026 às 14:05`. */
export function formatDateTime(epochMs: number): string {
  const date = new Date(epochMs)
  if (Number.isNaN(date.getTime())) return ''
  const day = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date)
  const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(date)
  return `${day} às ${time}`
}

/** Today's calendar date in the visitor's zone, as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear()
  const m = String(now.getMonth() + 1).padStart(2, '0')
  const d = String(now.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}
