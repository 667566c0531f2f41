import { legalTable } from './by-year.ts'
import { FIRST_YEAR, isTableYear, LAST_YEAR, type TableYear } from './table-years.ts'
import type { IrrfTable, LegalTable } from './types.ts'

/**
 * The legal table in force on a date (docs/legal/calendar-of-acts.md). Each block of a year's
 * table carries the first day it applies; the monthly IRRF changed inside 2024 (February) and
 * 2025 (May), so a page that knows the month paid (a payslip's month, a dismissal, the start of
 * férias) takes that month's IRRF table, and "Como calculamos" cites the act then in force.
 */

/** `AAAA-MM` or `AAAA-MM-DD` → the first day it names, `AAAA-MM-DD`. */
const dayOf = (date: string): string => (date.length === 7 ? `${date}-01` : date.slice(0, 10))

/** The year of a date, or NaN when it is not one. */
export const yearOfDate = (date: string): number =>
  /^\d{4}-\d{2}/.test(date) ? Number(date.slice(0, 4)) : Number.NaN

/** The IRRF table of `table` in force on `date`: the last of its monthly tables begun by then. */
export function irrfOn(table: LegalTable, date: string): IrrfTable {
  const day = dayOf(date)
  const begun = table.irrfMonthly.filter((t) => t.effectiveFrom <= day)
  return begun[begun.length - 1] ?? table.irrfMonthly[0] ?? table.irrf
}

/**
 * The year's table as in force on `date` when the date falls in that year (its IRRF table, and
 * no reduction before the reduction's first day); the year's table otherwise (a year chosen
 * apart from the date keeps what "Tabela de <ano>" means).
 */
export function tableForPayment(year: TableYear, date: string | null | undefined): LegalTable {
  const table = legalTable(year)
  return date && yearOfDate(date) === year ? atDate(table, date) : table
}

/** `table` with the IRRF table and reduction in force on `date`. */
function atDate(table: LegalTable, date: string): LegalTable {
  const irrf = irrfOn(table, date)
  const reduction = table.irrfReduction
  const irrfReduction = reduction && reduction.effectiveFrom <= dayOf(date) ? reduction : null
  return irrf === table.irrf && irrfReduction === reduction
    ? table
    : { ...table, irrf, irrfReduction }
}

/** The year whose table applies on a date: its own, else the latest before it, else the first. */
export function tableYearOn(date: string): TableYear {
  const year = yearOfDate(date)
  if (isTableYear(year)) return year
  return year > LAST_YEAR ? LAST_YEAR : FIRST_YEAR
}

/** The table in force on `date` (`AAAA-MM` or `AAAA-MM-DD`). */
export function tableOn(date: string): LegalTable {
  return atDate(legalTable(tableYearOn(date)), date)
}
