// The years alone, without their tables: screens fill the "Tabela de <ano>" select from this
// before the formula library (and the tables it carries) has loaded.

/**
 * The table years the site offers (`ano` in links, "Tabela de <ano>" on screen) and how a year
 * picks its table. A year without its own table falls back to the latest one before it, so a
 * visit on 1 January of a year whose figures are not yet published keeps working with the last
 * known rules (docs/legal/inss-irrf.md).
 */
export const TABLE_YEARS = [2024, 2025, 2026] as const
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
