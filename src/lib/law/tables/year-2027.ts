import type { LegalTable } from './types.ts'
import { IRRF_MAY_2025, PLR_MAY_2025 } from './year-2025.ts'
import { IRRF_REDUCTION_2026, YEAR_2026 } from './year-2026.ts'

/**
 * Legal figures of 2027, as far as they are law on 28/11/2026 (docs/legal/calendar-of-acts.md).
 *
 * - IRRF: the May-2025 table and the Lei 15.270/2025 reduction go on (Lei 9.250/1995 art. 3º-A
 *   applies "a partir de 2026" with no end date; no new table has been enacted).
 * - PLR: the May-2025 table goes on, as the monthly IRRF table it follows (no new table
 *   enacted); it is not a table awaiting publication (docs/legal/profit-sharing.md).
 * - Not yet published, so 2026's figures stand in until they are, and the pages say so
 *   (pending-tables.ts finds them by their `effectiveFrom` in an earlier year): the minimum wage
 *   (decree in late December), the INSS bands and teto and the salário-família (portaria MPS/MF
 *   in January), the MEI DAS
 *   (5% of the new minimum wage) and the seguro-desemprego bands (MTE table in January). When an
 *   act comes out, replace its block here with the new figures and their source and date.
 */
export const YEAR_2027: LegalTable = {
  year: 2027,
  minimumWage: YEAR_2026.minimumWage,
  inss: YEAR_2026.inss,
  salaryFamily: YEAR_2026.salaryFamily,
  irrf: IRRF_MAY_2025,
  irrfMonthly: [IRRF_MAY_2025],
  irrfReduction: IRRF_REDUCTION_2026,
  plr: [PLR_MAY_2025],
  mei: YEAR_2026.mei,
  fgts: YEAR_2026.fgts,
  unemployment: YEAR_2026.unemployment,
}
