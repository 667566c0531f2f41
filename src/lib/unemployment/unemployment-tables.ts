import { legalTable } from '../law/tables/by-year.ts'
import { TABLE_YEARS, type TableYear } from '../law/tables/table-years.ts'
import type { UnemploymentBands } from '../law/tables/types.ts'

/**
 * Seguro-desemprego bands per year, read from each year's legal table (docs/legal/unemployment.md).
 *
 * Lei 7.998/1990 art. 5º sets three bands on the average of the last three salaries: 80% up to
 * `band1UpTo`; `band2Fixed` + 50% of the excess over `band1UpTo` up to `band2UpTo`; `ceiling`
 * above. Res. CODEFAT 957/2022 arts. 17 and 19 restate them every January by the INPC of the year
 * before; the MTE publishes the restated values, valid for instalments issued from 11 January.
 * The floor is the year's minimum wage (art. 5º §2º), read from the year's legal table.
 */
export const UNEMPLOYMENT_BANDS: Readonly<Record<TableYear, UnemploymentBands>> =
  Object.fromEntries(TABLE_YEARS.map((year) => [year, legalTable(year).unemployment])) as Record<
    TableYear,
    UnemploymentBands
  >
