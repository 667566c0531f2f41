import { FGTS_RATES } from './fgts.ts'
import { MEI_EXCESS } from './mei-excess.ts'
import type { IrrfReduction, LegalTable } from './types.ts'
import { UNEMPLOYMENT_SOURCE } from './unemployment-source.ts'
import { IRRF_MAY_2025, PLR_MAY_2025 } from './year-2025.ts'

/**
 * Legal figures of 2026 (docs/legal/inss-irrf.md "2026", §1–§5).
 *
 * - Minimum wage R$ 1.621,00 (Decreto 12.797/2025).
 * - INSS slices 7,5/9/12/14% up to the teto of R$ 8.475,55 (Portaria Interministerial MPS/MF
 *   nº 13/2026); the contribution at the teto is 988,09.
 * - IRRF: the May-2025 table, unchanged (Lei 15.191/2025), plus the Lei 15.270/2025 reduction
 *   (Lei 9.250/1995 art. 3º-A, effects from 01/01/2026): measured on the gross monthly taxable
 *   income R, up to 312,89 when R ≤ 5.000,00 (the tax becomes zero), 978,62 − 0,133145 × R when
 *   R ≤ 7.350,00, none above; never more than the tax; also on the 13º (§3º).
 * - MEI DAS: 5% of the minimum wage (81,05) + R$ 1 ICMS and/or R$ 5 ISS.
 * - Seguro-desemprego bands of the MTE for 2026.
 */

/** Lei 15.270/2025 (Lei 9.250/1995 art. 3º-A): from 2026, with no end date. */
export const IRRF_REDUCTION_2026: IrrfReduction = {
  source: 'Lei 15.270/2025 → Lei 9.250/1995 art. 3º-A',
  effectiveFrom: '2026-01-01',
  fullUpTo: 5000,
  fullMax: 312.89,
  phaseOutUpTo: 7350,
  phaseOutConstant: 978.62,
  phaseOutFactor: 0.133145,
}

export const YEAR_2026: LegalTable = {
  year: 2026,
  minimumWage: {
    source: 'Decreto 12.797/2025',
    effectiveFrom: '2026-01-01',
    monthly: 1621.0,
  },
  inss: {
    source: 'Portaria Interministerial MPS/MF nº 13, de 09/01/2026; EC 103/2019 art. 28',
    effectiveFrom: '2026-01-01',
    brackets: [
      { upTo: 1621.0, rate: 0.075 },
      { upTo: 2902.84, rate: 0.09 },
      { upTo: 4354.27, rate: 0.12 },
      { upTo: 8475.55, rate: 0.14 },
    ],
    ceilingSalary: 8475.55,
  },
  salaryFamily: {
    source:
      'Portaria Interministerial MPS/MF nº 13, de 09/01/2026, art. 4º; Lei 8.213/1991 arts. 65–66',
    effectiveFrom: '2026-01-01',
    quota: 67.54,
    incomeLimit: 1980.38,
  },
  irrf: IRRF_MAY_2025,
  irrfMonthly: [IRRF_MAY_2025],
  irrfReduction: IRRF_REDUCTION_2026,
  plr: [PLR_MAY_2025],
  mei: {
    source: 'LC 123/2006 art. 18-A §§1º, 2º e 3º V; Lei 8.212/1991 art. 21 §2º II "a"',
    effectiveFrom: '2026-01-01',
    annualLimit: 81000,
    monthlyLimit: 6750,
    inss: 81.05,
    icms: 1,
    iss: 5,
    das: { comercio: 82.05, servicos: 86.05, ambos: 87.05 },
    excess: MEI_EXCESS,
  },
  fgts: FGTS_RATES,
  unemployment: {
    source: UNEMPLOYMENT_SOURCE,
    effectiveFrom: '2026-01-11',
    band1UpTo: 2222.17,
    band1Factor: 0.8,
    band2UpTo: 3703.99,
    band2Fixed: 1777.74,
    band2Factor: 0.5,
    ceiling: 2518.65,
  },
}
