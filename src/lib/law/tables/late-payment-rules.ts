import type { Sourced } from './types.ts'

/**
 * The rules of a late payment that do not change with the year: the fine's cap in consumer
 * contracts, the legal interest rate before Lei 14.905/2024 and the day the Taxa Legal replaced
 * it, and the first day of the Código Civil that set that rate (docs/legal/late-payment.md).
 * Rates are decimal fractions of the month (0.01 is 1% ao mês).
 */

type Rule = Sourced & Readonly<Record<string, unknown>>

/** In consumer credit the late-payment fine is at most 2% of the instalment. */
export const CONSUMER_FINE_RULE = {
  cap: 0.02,
  source: 'CDC (Lei 8.078/1990), art. 52 §1º, redação da Lei 9.298/1996',
  effectiveFrom: '1996-08-02',
} as const satisfies Rule

/** A penalty clause may not exceed the obligation it secures. */
export const PENALTY_CLAUSE_RULE = {
  cap: 1,
  source: 'Código Civil, art. 412',
  effectiveFrom: '2003-01-11',
} as const satisfies Rule

/**
 * Interest not agreed, before Lei 14.905/2024: the rate of the taxes owed to the Fazenda, 1% a
 * month (CC art. 406 in its first text with CTN art. 161 §1º, as the STJ applied it). It ends the
 * day before the Taxa Legal starts.
 */
export const FORMER_LEGAL_RATE_RULE = {
  monthlyRate: 0.01,
  lastDay: '2024-08-29',
  source: 'Código Civil, art. 406 (redação original) c/c CTN art. 161 §1º',
  effectiveFrom: '2003-01-11',
} as const satisfies Rule

/** Interest not agreed, from Lei 14.905/2024 on: the Taxa Legal (Selic − IPCA, never below 0). */
export const TAXA_LEGAL_RULE = {
  source: 'Código Civil, art. 406 §§1º–3º (Lei 14.905/2024); Res. CMN 5.171/2024',
  effectiveFrom: '2024-08-30',
} as const satisfies Rule

/** Monetary correction not agreed: the IPCA. */
export const IPCA_CORRECTION_RULE = {
  source: 'Código Civil, art. 389 parágrafo único (Lei 14.905/2024)',
  effectiveFrom: '2024-08-30',
} as const satisfies Rule

/** Every rule above, for the invariant test. */
export const LATE_PAYMENT_RULES: readonly Sourced[] = [
  CONSUMER_FINE_RULE,
  PENALTY_CLAUSE_RULE,
  FORMER_LEGAL_RATE_RULE,
  TAXA_LEGAL_RULE,
  IPCA_CORRECTION_RULE,
]
