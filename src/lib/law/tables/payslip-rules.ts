import type { Sourced } from './types.ts'

/**
 * The fixed rules of a payslip's extra lines (docs/legal/payslip-lines.md), each with its law and
 * the first day it applies. The year's figures they use (minimum wage, salário-família) are in
 * the year tables.
 */

/** A rule's figures, with its source. */
type Rule = Sourced & Readonly<Record<string, unknown>>

/** Insalubridade: 10%, 20% or 40% of the minimum wage by grade (mínimo, médio, máximo). */
export const INSALUBRITY_RULE = {
  rates: { minimo: 0.1, medio: 0.2, maximo: 0.4 },
  source: 'CLT art. 192 (redação da Lei 6.514/1977)',
  effectiveFrom: '1977-12-23',
} as const satisfies Rule

/** Periculosidade: 30% of the salário básico, without gratificações, prêmios or PLR. */
export const HAZARD_RULE = {
  rate: 0.3,
  source: 'CLT art. 193 §1º; Súmula 191 I do TST',
  effectiveFrom: '1977-12-23',
} as const satisfies Rule

/** A day of a monthly salary is a thirtieth of it: the month counts 30 days. */
export const MONTH_DAYS_RULE = {
  days: 30,
  source: 'CLT art. 64',
  effectiveFrom: '1943-11-10',
} as const satisfies Rule
