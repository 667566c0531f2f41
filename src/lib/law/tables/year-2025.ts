import { FGTS_RATES } from './fgts.ts'
import { MEI_EXCESS } from './mei-excess.ts'
import type { IrrfTable, LegalTable, PlrTable } from './types.ts'
import { UNEMPLOYMENT_SOURCE } from './unemployment-source.ts'
import { IRRF_FEB_2024, PLR_FEB_2024 } from './year-2024.ts'

/**
 * Legal figures of 2025 (docs/legal/inss-irrf.md "2025", §1–§5).
 *
 * - Minimum wage R$ 1.518,00 (Decreto 12.342/2024).
 * - INSS slices 7,5/9/12/14% up to the teto of R$ 8.157,41 (Portaria Interministerial MPS/MF
 *   nº 6/2025, Anexo II); the contribution at the teto is 951,63.
 * - IRRF: January–April 2025 kept the February-2024 table (zero band 2.259,20, discount 564,80);
 *   from May, MP 1.294/2025 → Lei 15.191/2025 (2.428,80; 607,20). A page that knows the
 *   month paid uses that month's table; "2025" alone means May–December.
 * - Seguro-desemprego bands of the MTE for 2025.
 * - MEI DAS: 5% of the minimum wage (75,90) + R$ 1 ICMS and/or R$ 5 ISS.
 */

/** MP 1.294/2025 → Lei 15.191/2025; unchanged in 2026. */
export const IRRF_MAY_2025: IrrfTable = {
  source: 'Lei 11.482/2007 art. 1º XII (MP 1.294/2025 → Lei 15.191/2025)',
  effectiveFrom: '2025-05-01',
  brackets: [
    { upTo: 2428.8, rate: 0, deduction: 0 },
    { upTo: 2826.65, rate: 0.075, deduction: 182.16 },
    { upTo: 3751.05, rate: 0.15, deduction: 394.16 },
    { upTo: 4664.68, rate: 0.225, deduction: 675.49 },
    { upTo: null, rate: 0.275, deduction: 908.73 },
  ],
  dependentDeduction: 189.59,
  simplifiedDiscount: 607.2,
}

/**
 * PLR from May 2025, unchanged in 2026 (Lei 15.270/2025 did not touch it): the Anexo of Lei
 * 10.101/2000 as the Receita Federal published it with the MP 1.294/2025 monthly table
 * (docs/legal/profit-sharing.md).
 */
export const PLR_MAY_2025: PlrTable = {
  source: 'Lei 10.101/2000 art. 3º §5º e Anexo (tabela da Receita Federal, MP 1.294/2025)',
  effectiveFrom: '2025-05-01',
  brackets: [
    { upTo: 8214.4, rate: 0, deduction: 0 },
    { upTo: 9922.28, rate: 0.075, deduction: 616.08 },
    { upTo: 13167.0, rate: 0.15, deduction: 1360.25 },
    { upTo: 16380.38, rate: 0.225, deduction: 2347.78 },
    { upTo: null, rate: 0.275, deduction: 3166.8 },
  ],
}

export const YEAR_2025: LegalTable = {
  year: 2025,
  minimumWage: {
    source: 'Decreto 12.342/2024',
    effectiveFrom: '2025-01-01',
    monthly: 1518.0,
  },
  inss: {
    source: 'Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (Anexo II); EC 103/2019 art. 28',
    effectiveFrom: '2025-01-01',
    brackets: [
      { upTo: 1518.0, rate: 0.075 },
      { upTo: 2793.88, rate: 0.09 },
      { upTo: 4190.83, rate: 0.12 },
      { upTo: 8157.41, rate: 0.14 },
    ],
    ceilingSalary: 8157.41,
  },
  salaryFamily: {
    source:
      'Portaria Interministerial MPS/MF nº 6, de 10/01/2025, art. 4º; Lei 8.213/1991 arts. 65–66',
    effectiveFrom: '2025-01-01',
    quota: 65.0,
    incomeLimit: 1906.04,
  },
  irrf: IRRF_MAY_2025,
  irrfMonthly: [IRRF_FEB_2024, IRRF_MAY_2025],
  irrfReduction: null,
  plr: [PLR_FEB_2024, PLR_MAY_2025],
  mei: {
    source: 'LC 123/2006 art. 18-A §§1º, 2º e 3º V; Lei 8.212/1991 art. 21 §2º II "a"',
    effectiveFrom: '2025-01-01',
    annualLimit: 81000,
    monthlyLimit: 6750,
    inss: 75.9,
    icms: 1,
    iss: 5,
    das: { comercio: 76.9, servicos: 80.9, ambos: 81.9 },
    excess: MEI_EXCESS,
  },
  fgts: FGTS_RATES,
  unemployment: {
    source: UNEMPLOYMENT_SOURCE,
    effectiveFrom: '2025-01-11',
    band1UpTo: 2138.76,
    band1Factor: 0.8,
    band2UpTo: 3564.96,
    band2Fixed: 1711.01,
    band2Factor: 0.5,
    ceiling: 2424.11,
  },
}
