import { legalTable } from './by-year.ts'
import { tableYearOn, yearOfDate } from './table-on.ts'
import { LAST_YEAR } from './table-years.ts'
import type { PlrTable } from './types.ts'

/**
 * The PLR table in force on a payment date (docs/legal/profit-sharing.md): the last of its year's
 * PLR tables begun by that day. A date after the last year with tables takes the latest table,
 * which has no end date (`beyondTables`); a date before the first table known here has none.
 */
export type PlrTableOn = { table: PlrTable; beyondTables: boolean } | null

export function plrTableOn(date: string): PlrTableOn {
  const year = yearOfDate(date)
  if (Number.isNaN(year)) return null
  const day = date.slice(0, 10)
  const begun = legalTable(tableYearOn(date)).plr.filter((t) => t.effectiveFrom <= day)
  const table = begun[begun.length - 1]
  return table ? { table, beyondTables: year > LAST_YEAR } : null
}
