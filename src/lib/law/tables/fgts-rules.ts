import type { Sourced } from './types.ts'

/**
 * The FGTS rules the deposit check and the saque-aniversário calculator read (docs/legal/fgts.md),
 * each figure with the instrument it comes from and the first day it applies. Rates are decimal
 * fractions; months are competências `AAAA-MM`.
 */

type Rule = Sourced & Readonly<Record<string, unknown>>

/** The monthly deposit, by contract, on the remuneration of the month (13º included). */
export const FGTS_DEPOSIT_RULES = {
  clt: { rate: 0.08, compensation: 0 },
  /** Lei 8.036/1990 art. 15 §7º. */
  aprendiz: { rate: 0.02, compensation: 0 },
  /** 8% plus the 3,2% compensatory sub-account that replaces the 40% fine (LC 150/2015 art. 22). */
  domestico: { rate: 0.08, compensation: 0.032 },
  source: 'Lei 8.036/1990 art. 15 caput e §7º; LC 150/2015 arts. 22 e 34',
  effectiveFrom: '2015-10-01',
} as const satisfies Rule

/**
 * When a competência's deposit is due: day 7 of the next month until competência 02/2024; from
 * 03/2024 (FGTS Digital) day 20; the domestic employer keeps day 7 in the eSocial's DAE. A day that
 * is not a bank business day brings the due date forward.
 */
export const FGTS_DUE_DAY_RULES = {
  oldDay: 7,
  newDay: 20,
  newFrom: '2024-03',
  domesticDay: 7,
  source:
    'Lei 8.036/1990 art. 15 (redação da Lei 14.438/2022); Portaria MTE 240/2024; LC 150/2015 art. 35',
  effectiveFrom: '2024-03-01',
} as const satisfies Rule

/** Remuneração das contas: TR plus 3% a year, capitalised monthly. */
export const FGTS_INTEREST_RULE = {
  annualInterest: 0.03,
  source: 'Lei 8.036/1990 art. 13',
  effectiveFrom: '1990-05-14',
} as const satisfies Rule

/** Saque-aniversário: balance band → alíquota and parcela adicional (Annex of Lei 8.036/1990). */
export const BIRTHDAY_WITHDRAWAL_TABLE = {
  bands: [
    { upTo: 500, rate: 0.5, extra: 0 },
    { upTo: 1000, rate: 0.4, extra: 50 },
    { upTo: 5000, rate: 0.3, extra: 150 },
    { upTo: 10000, rate: 0.2, extra: 650 },
    { upTo: 15000, rate: 0.15, extra: 1150 },
    { upTo: 20000, rate: 0.1, extra: 1900 },
    { upTo: null, rate: 0.05, extra: 2900 },
  ],
  /** The window closes on the last business day of the second month after the birth month. */
  windowMonthsAfter: 2,
  /** Back to saque-rescisão: from the first day of the 25th month after the request. */
  switchBackMonth: 25,
  source: 'Lei 8.036/1990 arts. 20 XX e §24, 20-A a 20-D e Anexo (Lei 13.932/2019)',
  effectiveFrom: '2020-04-01',
} as const satisfies Rule

/** Antecipação do saque-aniversário pledged to a bank, as in force from each date. */
export const BIRTHDAY_ADVANCE_RULES = [
  {
    maxYears: 5,
    minPerYear: 100,
    maxPerYear: 500,
    waitingDays: 90,
    source: 'Resolução CCFGTS 1.130/2025 (transição)',
    effectiveFrom: '2025-11-01',
  },
  {
    maxYears: 3,
    minPerYear: 100,
    maxPerYear: 500,
    waitingDays: 90,
    source: 'Resolução CCFGTS 1.130/2025',
    effectiveFrom: '2026-11-01',
  },
] as const satisfies readonly Rule[]
