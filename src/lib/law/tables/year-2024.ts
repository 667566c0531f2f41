import { FGTS_RATES } from './fgts.ts'
import { MEI_EXCESS } from './mei-excess.ts'
import type { IrrfTable, LegalTable, PlrTable } from './types.ts'
import { UNEMPLOYMENT_SOURCE } from './unemployment-source.ts'

/**
 * Legal figures of 2024 (docs/legal/inss-irrf.md "2024", §1–§5).
 *
 * - Minimum wage R$ 1.412,00 (Decreto 11.864/2023).
 * - INSS slices 7,5/9/12/14% up to the teto of R$ 7.786,02 (Portaria Interministerial MPS/MF
 *   nº 2/2024, Anexo II); the contribution at the teto is 908,86.
 * - IRRF: January 2024 used the Lei 14.663/2023 table (zero band 2.112,00, simplified discount
 *   528,00); from February, MP 1.206/2024 → Lei 14.848/2024 (2.259,20; 564,80). A page
 *   that knows the month paid uses that month's table; "2024" alone means February–December.
 * - Seguro-desemprego bands of the MTE for 2024 (a centavo off at both joints: 0,8 × 2.041,39 =
 *   1.633,112, not 1.633,10; used as published).
 * - MEI DAS: 5% of the minimum wage (70,60) + R$ 1 ICMS and/or R$ 5 ISS.
 */

/** Lei 14.663/2023 (MP 1.171/2023): May 2023 to January 2024. */
export const IRRF_MAY_2023: IrrfTable = {
  source: 'Lei 11.482/2007 art. 1º X (MP 1.171/2023 → Lei 14.663/2023)',
  effectiveFrom: '2023-05-01',
  brackets: [
    { upTo: 2112.0, rate: 0, deduction: 0 },
    { upTo: 2826.65, rate: 0.075, deduction: 158.4 },
    { upTo: 3751.05, rate: 0.15, deduction: 370.4 },
    { upTo: 4664.68, rate: 0.225, deduction: 651.73 },
    { upTo: null, rate: 0.275, deduction: 884.96 },
  ],
  dependentDeduction: 189.59,
  simplifiedDiscount: 528.0,
}

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

/**
 * PLR from February 2024 to April 2025: the Anexo of Lei 10.101/2000 as the Receita Federal
 * published it with the MP 1.206/2024 monthly table (docs/legal/profit-sharing.md). The act that
 * rewrote the Anexo was not found, and January 2024's table is not known here.
 */
export const PLR_FEB_2024: PlrTable = {
  source: 'Lei 10.101/2000 art. 3º §5º e Anexo (tabela da Receita Federal, MP 1.206/2024)',
  effectiveFrom: '2024-02-01',
  brackets: [
    { upTo: 7640.8, rate: 0, deduction: 0 },
    { upTo: 9922.28, rate: 0.075, deduction: 573.06 },
    { upTo: 13167.0, rate: 0.15, deduction: 1317.23 },
    { upTo: 16380.38, rate: 0.225, deduction: 2304.76 },
    { upTo: null, rate: 0.275, deduction: 3123.78 },
  ],
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
  salaryFamily: {
    source:
      'Portaria Interministerial MPS/MF nº 2, de 11/01/2024, art. 4º; Lei 8.213/1991 arts. 65–66',
    effectiveFrom: '2024-01-01',
    quota: 62.04,
    incomeLimit: 1819.26,
  },
  irrf: IRRF_FEB_2024,
  irrfMonthly: [IRRF_MAY_2023, IRRF_FEB_2024],
  irrfReduction: null,
  plr: [PLR_FEB_2024],
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
  unemployment: {
    source: UNEMPLOYMENT_SOURCE,
    effectiveFrom: '2024-01-11',
    band1UpTo: 2041.39,
    band1Factor: 0.8,
    band2UpTo: 3402.65,
    band2Fixed: 1633.1,
    band2Factor: 0.5,
    ceiling: 2313.74,
  },
}
