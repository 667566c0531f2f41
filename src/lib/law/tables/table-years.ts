// The years alone, without their tables: screens fill the "Tabela de <ano>" select from this
// before the formula library (and the tables it carries) has loaded.

/**
 * The table years the site offers (`ano` in links, "Tabela de <ano>" on screen) and how a year
 * picks its table. A year without its own table falls back to the latest one before it, so a
 * visit on 1 January of a year whose figures are not yet published keeps working with the last
 * known rules, and the page names the tables it borrowed (docs/legal/calendar-of-acts.md).
 * Adding a year: its table file, its line in by-year.ts, and the year here.
 */
export const TABLE_YEARS = [2024, 2025, 2026, 2027] as const
export type TableYear = (typeof TABLE_YEARS)[number]

export function isTableYear(year: number): year is TableYear {
  return (TABLE_YEARS as readonly number[]).includes(year)
}

export const FIRST_YEAR = TABLE_YEARS[0]
export const LAST_YEAR = TABLE_YEARS[TABLE_YEARS.length - 1] as TableYear

/** `todayYear` if it has a table, else the latest year before it, else the latest year. */
export function defaultTableYear(todayYear: number): TableYear {
  if (isTableYear(todayYear)) return todayYear
  const earlier = TABLE_YEARS.filter((y) => y <= todayYear)
  return earlier.length > 0 ? (earlier[earlier.length - 1] as TableYear) : LAST_YEAR
}

/**
 * The anos-calendário of the IRPF annual return (irpf-annual.ts): a year enters once its
 * whole annual table is law. 2026's (declaration of 2027) is the latest.
 */
export const IRPF_YEARS = [2024, 2025, 2026] as const
export type IrpfYear = (typeof IRPF_YEARS)[number]
export const LAST_IRPF_YEAR = IRPF_YEARS[IRPF_YEARS.length - 1] as IrpfYear

export function isIrpfYear(year: number): year is IrpfYear {
  return (IRPF_YEARS as readonly number[]).includes(year)
}
