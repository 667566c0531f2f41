import type { DateLimits } from '../core/date-limits.ts'
import { CONSUMER_FINE_RULE, PENALTY_CLAUSE_RULE } from '../law/tables/late-payment-rules.ts'

/** Choices, defaults and limits of the multa e juros de atraso form, apart from the formulas. */

/** `correcao`: by the IPCA (CC art. 389 parágrafo único) or none. */
export const CORRECTION_OPTIONS = ['ipca', 'nenhuma'] as const
export type CorrectionOption = (typeof CORRECTION_OPTIONS)[number]

/**
 * `tipo`: what the debt is, each with its own rule (docs/legal/late-payment.md): condomínio
 * (Código Civil art. 1.336 §1º), aluguel (the lease's contract), conta de consumo (the
 * regulators' rule) or any other debt (the Código Civil's). Default `outro`.
 */
export const DEBT_TYPES = ['condominio', 'aluguel', 'consumo', 'outro'] as const
export type DebtType = (typeof DEBT_TYPES)[number]

/** The fine when the field is empty, in %: the consumer contracts' cap. */
export const DEFAULT_FINE_PERCENT = CONSUMER_FINE_RULE.cap * 100

/** The highest fine accepted, in %: a penalty clause never passes the debt (CC art. 412). */
export const MAX_FINE_PERCENT = PENALTY_CLAUSE_RULE.cap * 100

/** The highest agreed interest accepted, in % ao mês. */
export const MAX_INTEREST_PERCENT = 100

/**
 * Due and payment dates: from the day the Código Civil of 2002 came into force (its art. 406
 * is the legal rate before the Taxa Legal; the rule of 1916 was another), to a year ahead, for
 * a payment planned (docs/decisions.md, "Datas plausíveis").
 */
export const LATE_PAYMENT_DATE_LIMITS: DateLimits = {
  earliest: '2003-01-11',
  latest: { daysFromToday: 366 },
}
