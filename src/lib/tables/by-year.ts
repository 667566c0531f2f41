import type { Checker, NumberInput } from '../core/check.ts'
import type { LegalTable } from './types.ts'
import { YEAR_2024 } from './year-2024.ts'
import { YEAR_2025 } from './year-2025.ts'
import { YEAR_2026 } from './year-2026.ts'

/**
 * The table years the site offers (`ano` in links, "Tabela de <ano>" on screen) and how a year
 * picks its table. A year without its own table falls back to the latest one before it, so a
 * visit on 1 January of a year whose figures are not yet published keeps working with the last
 * known rules (legal-tables.md §12.2).
 */
export const TABLE_YEARS = [2024, 2025, 2026] as const
export type TableYear = (typeof TABLE_YEARS)[number]

const TABLES: Readonly<Record<TableYear, LegalTable>> = {
  2024: YEAR_2024,
  2025: YEAR_2025,
  2026: YEAR_2026,
}

export function legalTable(year: TableYear): LegalTable {
  return TABLES[year]
}

export function isTableYear(year: number): year is TableYear {
  return (TABLE_YEARS as readonly number[]).includes(year)
}

const FIRST_YEAR = TABLE_YEARS[0]
const LAST_YEAR = TABLE_YEARS[TABLE_YEARS.length - 1] as TableYear

/** `todayYear` if it has a table, else the latest year before it, else the latest year. */
export function defaultTableYear(todayYear: number): TableYear {
  if (isTableYear(todayYear)) return todayYear
  const earlier = TABLE_YEARS.filter((y) => y <= todayYear)
  return earlier.length > 0 ? (earlier[earlier.length - 1] as TableYear) : LAST_YEAR
}

/** Reads an `ano` field: empty → `defaultTableYear(fallbackYear)`; outside the tables → error. */
export function readTableYear<F extends string>(
  checker: Checker<F>,
  field: F,
  value: NumberInput,
  fallbackYear: number,
): TableYear {
  const year = checker.number(field, value, {
    integer: true,
    min: FIRST_YEAR,
    max: LAST_YEAR,
    default: defaultTableYear(fallbackYear),
  })
  return isTableYear(year) ? year : defaultTableYear(fallbackYear)
}
