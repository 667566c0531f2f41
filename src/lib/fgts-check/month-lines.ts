import { MAX_YEAR, MIN_YEAR } from '../core/calendar-date.ts'
import type { YearMonth } from '../series/monthly-series.ts'

/**
 * Lines of "month and value" as a person types them or pastes them from the FGTS extract
 * (docs/legal/fgts.md, "Colar o extrato"): one entry per line, the month as `01/2026`,
 * `2026-01`, `jan/2026` or `janeiro de 2026`, the value as `256,00`, `R$ 1.234,56` or `256`.
 * A day-month-year date on the line (the extract's posting date) is not the competência and is
 * skipped when the line names a month too; a line of interest (JAM), withdrawal (saque) or
 * balance (saldo) is not a deposit and is passed over without a complaint. Never throws: a
 * line it cannot read is reported with its number.
 */

export type MonthLine = { line: number; month: YearMonth; value: number; text: string }

export type LineIssueKind = 'unreadable' | 'negative'

export type LineIssue = { line: number; text: string; kind: LineIssueKind }

export type MonthLines = { entries: MonthLine[]; issues: LineIssue[] }

const MONTH_NAMES = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
] as const

/** Lines of the extract that are not deposits. */
const NOT_DEPOSIT = /\b(jam|juros|saque|saldo|atualiza[cç][aã]o|distribui[cç][aã]o)\b/i

const FULL_DATE = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\b/g
const NAMED =
  /\b(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)[a-zçã]*\.?\s*(?:\/|-|de\s+)?\s*(\d{4})\b/i
const NUMERIC_MY = /\b(0?[1-9]|1[0-2])\s*[/.-]\s*(\d{4})\b/
const NUMERIC_YM = /\b(\d{4})-(0[1-9]|1[0-2])\b/
const AMOUNT =
  /([-−](?=\s?R\$|\d))?\s*(?:R\$\s*)?([-−](?=\d))?(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+\.\d{1,2}|\d+(?:,\d{1,2})?)(?![\d/])/

const monthOf = (year: number, month: number): YearMonth | null =>
  year < MIN_YEAR || year > MAX_YEAR ? null : `${year}-${String(month).padStart(2, '0')}`

/** The competência a line names, and the text after it (where the value is). */
function findMonth(text: string): { month: YearMonth; rest: string } | null {
  const withoutDates = text.replace(FULL_DATE, ' ')
  const named = NAMED.exec(withoutDates)
  if (named) {
    const index = MONTH_NAMES.indexOf(
      (named[1] ?? '').toLowerCase() as (typeof MONTH_NAMES)[number],
    )
    const month = monthOf(Number(named[2]), index + 1)
    return month ? { month, rest: withoutDates.slice(named.index + named[0].length) } : null
  }
  const ym = NUMERIC_YM.exec(withoutDates)
  if (ym) {
    const month = monthOf(Number(ym[1]), Number(ym[2]))
    return month ? { month, rest: withoutDates.slice(ym.index + ym[0].length) } : null
  }
  const my = NUMERIC_MY.exec(withoutDates)
  if (my) {
    const month = monthOf(Number(my[2]), Number(my[1]))
    return month ? { month, rest: withoutDates.slice(my.index + my[0].length) } : null
  }
  return null
}

/** The first amount in `text`: pt-BR grouping and decimal comma; a point with one or two
 * decimals is a decimal point (`256.00`). */
function findAmount(text: string): number | null {
  const found = AMOUNT.exec(text)
  if (!found) return null
  const digits = found[3] ?? ''
  const plain = digits.includes(',')
    ? digits.replaceAll('.', '').replace(',', '.')
    : /^\d+\.\d{1,2}$/.test(digits)
      ? digits
      : digits.replaceAll('.', '')
  const value = Number(plain)
  if (!Number.isFinite(value)) return null
  return found[1] || found[2] ? -value : value
}

export function parseMonthLines(text: string | null | undefined): MonthLines {
  const entries: MonthLine[] = []
  const issues: LineIssue[] = []
  const lines = (text ?? '').split(/\r?\n/)
  lines.forEach((raw, i) => {
    const line = i + 1
    const trimmed = raw.trim()
    if (trimmed === '' || NOT_DEPOSIT.test(trimmed)) return
    const found = findMonth(trimmed)
    const value = found ? findAmount(found.rest) : null
    const shown = trimmed.slice(0, 80)
    if (!found || value === null) {
      issues.push({ line, text: shown, kind: 'unreadable' })
      return
    }
    if (value < 0) {
      issues.push({ line, text: shown, kind: 'negative' })
      return
    }
    entries.push({ line, month: found.month, value: value === 0 ? 0 : value, text: shown })
  })
  return { entries, issues }
}
