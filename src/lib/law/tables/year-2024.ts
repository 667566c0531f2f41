import { FGTS_RATES } from './fgts.ts'
import { MEI_EXCESS } from './mei-excess.ts'
import type { IrrfTable, LegalTable } from './types.ts'

/**
 * Legal figures of 2024 (docs/legal/inss-irrf.md "2024", §1–§5).
 *
 * - Minimum wage R$ 1.412,00 (Decreto 11.864/2023).
 * - INSS slices 7,5/9/12/14% up to the teto of R$ 7.786,02 (Portaria Interministerial MPS/MF
 *   nº 2/2024, Anexo II); the contribution at the teto is 908,86.
 * - IRRF: "2024" means the table in force from February 2024 (MP 1.206/2024 → Lei 14.848/2024),
 *   zero band up to 2.259,20 and simplified discount 564,80 (§12.2). January 2024 still used the
 *   Lei 14.663/2023 table (zero band 2.112,00, discount 528,00); the screen says so.
 * - MEI DAS: 5% of the minimum wage (70,60) + R$ 1 ICMS and/or R$ 5 ISS.
 */

/** MP 1.206/2024 → Lei 14.848/2024; also the table of January–April 2025. */
export const IRRF_FEB_2024: IrrfTable = {
  source: 'Lei 11.482/2007 art. 1º XI (MP 1.206/2024 → Lei 14.848/2024)',
  effectiveFrom: '2024-02-01',
  brackets: [
    { upTo: 2259.2, rate: 0, deduction: 0 },
    { upTo: 2826.65, rate: 0.075, deduction: 169.44 },
    { upTo: 3751.05, rate: 0.15, deduction: 381.44 },
    { upTo: 4664.68, rate: 0.225, deduction: 662.77 },
    { upTo: null, rate: 0.275, deduction: 896.0 },
  ],
  dependentDeduction: 189.59,
  simplifiedDiscount: 564.8,
}

export const YEAR_2024: LegalTable = {
  year: 2024,
  minimumWage: {
    source: 'Decreto 11.864/2023',
    effectiveFrom: '2024-01-01',
    monthly: 1412.0,
  },
  inss: {
    source: 'Portaria Interministerial MPS/MF nº 2, de 11/01/2024 (Anexo II); EC 103/2019 art. 28',
    effectiveFrom: '2024-01-01',
    brackets: [
      { upTo: 1412.0, rate: 0.075 },
      { upTo: 2666.68, rate: 0.09 },
      { upTo: 4000.03, rate: 0.12 },
      { upTo: 7786.02, rate: 0.14 },
    ],
    ceilingSalary: 7786.02,
  },
  irrf: IRRF_FEB_2024,
  irrfReduction: null,
  mei: {
    source: 'LC 123/2006 art. 18-A §§1º, 2º e 3º V; Lei 8.212/1991 art. 21 §2º II "a"',
    effectiveFrom: '2024-01-01',
    annualLimit: 81000,
    monthlyLimit: 6750,
    inss: 70.6,
    icms: 1,
    iss: 5,
    das: { comercio: 71.6, servicos: 75.6, ambos: 76.6 },
    excess: MEI_EXCESS,
  },
  fgts: FGTS_RATES,
}
