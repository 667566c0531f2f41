import type { Sourced } from '../law/tables/types.ts'
import type { TableYear } from '../law/tables/table-years.ts'

/**
 * Seguro-desemprego bands per year (docs/legal/unemployment.md).
 *
 * Lei 7.998/1990 art. 5º sets three bands on the average of the last three salaries: 80% up to
 * `band1UpTo`; `band2Fixed` + 50% of the excess over `band1UpTo` up to `band2UpTo`; `ceiling`
 * above. Res. CODEFAT 957/2022 arts. 17 and 19 restate them every January by the INPC of the year
 * before; the MTE publishes the restated values, valid for instalments issued from 11 January.
 * The floor is the year's minimum wage (art. 5º §2º), read from the year's legal table.
 *
 * 2024's published constants are a centavo off at both joints (0,8 × 2.041,39 = 1.633,112, not
 * 1.633,10); we use them as published.
 */
export type UnemploymentBands = Sourced & {
  readonly band1UpTo: number
  readonly band1Factor: number
  readonly band2UpTo: number
  readonly band2Fixed: number
  readonly band2Factor: number
  readonly ceiling: number
}

const SOURCE = 'Lei 7.998/1990, art. 5º; Res. CODEFAT 957/2022, arts. 17 e 19 (tabela do MTE)'

export const UNEMPLOYMENT_BANDS: Readonly<Record<TableYear, UnemploymentBands>> = {
  2024: {
    source: SOURCE,
    effectiveFrom: '2024-01-11',
    band1UpTo: 2041.39,
    band1Factor: 0.8,
    band2UpTo: 3402.65,
    band2Fixed: 1633.1,
    band2Factor: 0.5,
    ceiling: 2313.74,
  },
  2025: {
    source: SOURCE,
    effectiveFrom: '2025-01-11',
    band1UpTo: 2138.76,
    band1Factor: 0.8,
    band2UpTo: 3564.96,
    band2Fixed: 1711.01,
    band2Factor: 0.5,
    ceiling: 2424.11,
  },
  2026: {
    source: SOURCE,
    effectiveFrom: '2026-01-11',
    band1UpTo: 2222.17,
    band1Factor: 0.8,
    band2UpTo: 3703.99,
    band2Fixed: 1777.74,
    band2Factor: 0.5,
    ceiling: 2518.65,
  },
}
