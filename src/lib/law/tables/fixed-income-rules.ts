import type { Sourced } from './types.ts'

/**
 * The legal figures of renda fixa (docs/legal/fixed-income.md), year-independent, each with the
 * instrument it comes from. Rates here are percentages as the law prints them (22,5 is 22,5%),
 * as the formulas of src/lib/fixed-income/ read them.
 */

/**
 * IR on the yield by calendar days held, the regressive table (Lei 11.033/2004 art. 1º): the
 * rate of the bracket reached applies to the whole yield; above the last bracket, `abovePercent`.
 */
export const FIXED_INCOME_IR = {
  brackets: [
    { upToDays: 180, percent: 22.5 },
    { upToDays: 360, percent: 20 },
    { upToDays: 720, percent: 17.5 },
  ],
  abovePercent: 15,
  source: 'Lei 11.033/2004, art. 1º (tabela regressiva)',
  effectiveFrom: '2005-01-01',
} as const satisfies Sourced & Readonly<Record<string, unknown>>

/**
 * IOF on a redemption before 30 days: the share of the yield taxed on each calendar day held,
 * from day 1 (96%) to day 29 (3%); none from day 30 (Decreto 6.306/2007 art. 32 and its Anexo).
 */
export const REDEMPTION_IOF = {
  percentByDay: [
    96, 93, 90, 86, 83, 80, 76, 73, 70, 66, 63, 60, 56, 53, 50, 46, 43, 40, 36, 33, 30, 26, 23, 20,
    16, 13, 10, 6, 3,
  ],
  source: 'Decreto 6.306/2007, art. 32 e Anexo',
  effectiveFrom: '2008-01-01',
} as const satisfies Sourced & Readonly<Record<string, unknown>>

/**
 * Poupança's interest (Lei 8.177/1991 art. 12 II, wording of Lei 12.703/2012): 0,5% a month
 * while the Selic target is above 8,5% a year, else 70% of the Selic made monthly; TR on top.
 */
export const SAVINGS_RULE = {
  selicAbovePercent: 8.5,
  monthlyPercent: 0.5,
  selicSharePercent: 70,
  source: 'Lei 8.177/1991, art. 12 (Lei 12.703/2012)',
  effectiveFrom: '2012-05-04',
} as const satisfies Sourced & Readonly<Record<string, unknown>>

/**
 * Least months of a new LCI or LCA without price indexation, by issue date, newest first
 * (resolutions of the CMN of 2024 and Res. CMN 5.215/2025); before the first, 3 months.
 */
export const LCI_LCA_MINIMUM_TERMS = [
  { from: '2025-05-22', lci: 6, lca: 6, source: 'Res. CMN 5.215/2025' },
  { from: '2024-08-22', lci: 9, lca: 9, source: 'Resolução CMN de agosto de 2024' },
  { from: '2024-02-01', lci: 12, lca: 9, source: 'Resolução CMN de fevereiro de 2024' },
] as const

/** Before the first of LCI_LCA_MINIMUM_TERMS: the 90 days of the earlier rule. */
export const LCI_LCA_EARLIER_MINIMUM = { lci: 3, lca: 3 } as const

/**
 * Tesouro Selic custody: 0,20% a year on the average stock above R$ 10.000, pro rata by calendar
 * days. Not a law: B3's fee for the Tesouro Direto.
 */
export const TESOURO_SELIC_CUSTODY = {
  yearlyPercent: 0.2,
  exemptUpTo: 10000,
  source: 'Tarifa da B3 para o Tesouro Direto',
  effectiveFrom: '2025-01-01',
} as const satisfies Sourced & Readonly<Record<string, unknown>>
