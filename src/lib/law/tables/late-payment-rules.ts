import type { Sourced } from './types.ts'

/**
 * The rules of a late payment, dated and sourced: the fine's caps, the legal interest before and
 * after Lei 14.905/2024, and the rules of the debts with a rule of their own (condomínio, contas
 * de consumo, aluguel). docs/legal/late-payment.md. Rates are decimal fractions of the month
 * (0.01 is 1% ao mês).
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
 * Interest not agreed, before Lei 14.905/2024: the rate of the taxes owed to the Fazenda, which
 * is the Selic, and the Selic already holds the correction, so none is added for those days.
 * Read so by the STJ's Corte Especial and made binding as Tema 1.368. It ends the day before the
 * Taxa Legal starts.
 */
export const SELIC_LEGAL_RATE_RULE = {
  lastDay: '2024-08-29',
  source:
    'Código Civil, art. 406 (redação original): Selic, sem correção à parte (STJ, Corte Especial, REsp 1.795.982/SP; Tema 1.368, REsp 2.199.164/PR)',
  effectiveFrom: '2003-01-11',
} as const satisfies Rule

/** Interest not agreed, from Lei 14.905/2024 on: the Taxa Legal (Selic − IPCA, never below 0). */
export const TAXA_LEGAL_RULE = {
  source: 'Código Civil, art. 406 §§1º–3º (Lei 14.905/2024); Res. CMN 5.171/2024',
  effectiveFrom: '2024-08-30',
} as const satisfies Rule

/** Monetary correction not agreed: the IPCA, from the day the rule came into force. */
export const IPCA_CORRECTION_RULE = {
  source: 'Código Civil, art. 389 parágrafo único (Lei 14.905/2024)',
  effectiveFrom: '2024-08-30',
} as const satisfies Rule

/**
 * Condomínio: interest agreed in the convention or, when it is silent, 1% a month, and a fine of
 * up to 2% of the debt. Lei 14.905/2024 did not touch this article.
 */
export const CONDOMINIUM_RULE = {
  monthlyRate: 0.01,
  fineCap: 0.02,
  source: 'Código Civil, art. 1.336 §1º',
  effectiveFrom: '2003-01-11',
} as const satisfies Rule

/**
 * Contas de consumo (energia, água, gás, telefone): the regulators let the provider charge the
 * fine of consumer contracts, 1% a month pro rata die and the IPCA; ANEEL's rule is the model.
 */
export const UTILITY_BILL_RULE = {
  monthlyRate: 0.01,
  fineCap: 0.02,
  source:
    'ANEEL, REN 414/2010 art. 126 (redação da REN 932/2021), mantida pela REN 1.000/2021; CDC art. 52 §1º',
  effectiveFrom: '2021-06-01',
} as const satisfies Rule

/**
 * Aluguel: the Lei do Inquilinato sets neither fine nor interest (the contract does; without it,
 * the Código Civil), and the CDC's 2% cap does not reach a lease.
 */
export const RENT_RULE = {
  source: 'Lei 8.245/1991 (o contrato fixa multa e juros; sem ele, Código Civil, art. 406)',
  effectiveFrom: '1991-12-20',
} as const satisfies Rule

/** Every rule above, for the invariant test. */
export const LATE_PAYMENT_RULES: readonly Sourced[] = [
  CONSUMER_FINE_RULE,
  PENALTY_CLAUSE_RULE,
  SELIC_LEGAL_RATE_RULE,
  TAXA_LEGAL_RULE,
  IPCA_CORRECTION_RULE,
  CONDOMINIUM_RULE,
  UTILITY_BILL_RULE,
  RENT_RULE,
]
