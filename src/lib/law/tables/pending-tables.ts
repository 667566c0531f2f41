import { LAST_YEAR } from './table-years.ts'
import type { LegalTable, Sourced } from './types.ts'

/**
 * The yearly tables a page borrows from an earlier year because the new ones are not yet
 * published (docs/legal/calendar-of-acts.md): the minimum wage comes by decree in late December,
 * the INSS bands, the salário-família and the seguro-desemprego bands by portaria in January, the MEI DAS follows the
 * minimum wage. A block whose `effectiveFrom` is in a year before the one wanted is such a
 * stand-in; the page computes with it and says so beside the result.
 */

export type YearlyPart = 'salario-minimo' | 'inss' | 'salario-familia' | 'seguro-desemprego' | 'mei'

export type PendingTable = {
  readonly part: YearlyPart
  /** The year whose table is not yet published. */
  readonly year: number
  /** The year of the table used in its place. */
  readonly usedYear: number
}

function blockOf(table: LegalTable, part: YearlyPart): Sourced {
  switch (part) {
    case 'salario-minimo':
      return table.minimumWage
    case 'inss':
      return table.inss
    case 'salario-familia':
      return table.salaryFamily
    case 'seguro-desemprego':
      return table.unemployment
    case 'mei':
      return table.mei
  }
}

/**
 * The year a page wants: the table's own, or, when the page is on the latest table and the date
 * that matters (today, the dismissal) is later, that date's year.
 */
export function wantedYear(table: LegalTable, dateYear: number): number {
  return table.year === LAST_YEAR && Number.isInteger(dateYear) && dateYear > table.year
    ? dateYear
    : table.year
}

/** The parts of `table` (of those a page uses) that stand in for `year`'s unpublished ones. */
export function pendingTables(
  table: LegalTable,
  parts: readonly YearlyPart[],
  year: number,
): readonly PendingTable[] {
  return parts.flatMap((part) => {
    const usedYear = Number(blockOf(table, part).effectiveFrom.slice(0, 4))
    return usedYear < year ? [{ part, year, usedYear }] : []
  })
}

/**
 * The year whose figures a page computed with (for one part, or for all it borrowed): `year`
 * itself, or, when that year's are not yet published, the earliest year standing in for them, so
 * a label says "teto de 2026" beside 2026's teto.
 */
export function yearOfFigures(
  year: number,
  pending: readonly PendingTable[],
  part?: YearlyPart,
): number {
  const used = pending.filter((p) => part === undefined || p.part === part).map((p) => p.usedYear)
  return used.length > 0 ? Math.min(...used) : year
}
