import type { DateLimits } from '../core/date-limits.ts'
import { NIGHT_WORK_RULE } from '../law/tables/labour-rules.ts'

// The choices of the labour screen's selects, apart from the formulas (labor.ts), so the form
// can be drawn before the formula library has loaded (the JavaScript budget).

export const SEVERANCE_REASONS = [
  'sem-justa-causa',
  'pedido-demissao',
  'justa-causa',
  'acordo',
  'rescisao-indireta',
  'culpa-reciproca',
  'termino-contrato',
  'antecipada-empregador',
  'antecipada-empregado',
] as const
export type SeveranceReason = (typeof SEVERANCE_REASONS)[number]

/** The motivos of a contract with a fixed end (CLT art. 443 §1º): they ask for its end date. */
export const FIXED_TERM_REASONS = [
  'termino-contrato',
  'antecipada-empregador',
  'antecipada-empregado',
] as const satisfies readonly SeveranceReason[]
export type FixedTermReason = (typeof FIXED_TERM_REASONS)[number]

export function isFixedTerm(reason: string | null | undefined): reason is FixedTermReason {
  return (FIXED_TERM_REASONS as readonly string[]).includes(reason ?? '')
}

export const NOTICE_MODES = ['trabalhado', 'indenizado', 'nao-cumprido', 'dispensado'] as const
export type NoticeMode = (typeof NOTICE_MODES)[number]

const EMPLOYER_NOTICE = ['indenizado', 'trabalhado', 'dispensado'] as const

/**
 * The avisos that exist for each motivo, the first being its default (docs/legal/labour.md). When
 * the employer ends the contract it gives the aviso: paid without work, or worked; `dispensado`
 * there is the employee released at their own request with a new job (Súmula 276 TST). When the
 * employee resigns, the employee owes it: worked, not worked (the employer may deduct a salary,
 * CLT art. 487 §2º) or waived by the employer. Justa causa and fixed-term contracts have none.
 */
export const NOTICE_CHOICES: Readonly<Record<SeveranceReason, readonly NoticeMode[]>> = {
  'sem-justa-causa': EMPLOYER_NOTICE,
  'rescisao-indireta': EMPLOYER_NOTICE,
  acordo: EMPLOYER_NOTICE,
  'culpa-reciproca': EMPLOYER_NOTICE,
  'pedido-demissao': ['trabalhado', 'nao-cumprido', 'dispensado'],
  'justa-causa': [],
  'termino-contrato': [],
  'antecipada-empregador': [],
  'antecipada-empregado': [],
}

/** The motivo's default aviso, or null where it has none. */
export function defaultNotice(reason: SeveranceReason): NoticeMode | null {
  return NOTICE_CHOICES[reason][0] ?? null
}

/** Whether `notice` is one of the motivo's avisos (a motivo without any takes whatever comes). */
export function noticeFits(reason: SeveranceReason, notice: string | null | undefined): boolean {
  const choices = NOTICE_CHOICES[reason]
  return choices.length === 0 || choices.some((choice) => choice === notice)
}

/** Urban night premium, at least 20% (CLT art. 73 caput). */
export const NIGHT_PREMIUM = NIGHT_WORK_RULE.premium
export const YES_NO = ['sim', 'nao'] as const

/** `baseFgts`: the typed FGTS balance is the app's (`extrato`: the rescisão's deposits are added)
 * or the "saldo para fins rescisórios" (`rescisorio`: they are in it). docs/legal/labour.md. */
export const FGTS_BASE_OPTIONS = ['extrato', 'rescisorio'] as const
export type FgtsBaseOption = (typeof FGTS_BASE_OPTIONS)[number]

/**
 * Admission and dismissal of a rescisão: a contract begun before 1960 would be a working life of
 * more than 65 years, and a dismissal is simulated at most about a year ahead (docs/decisions.md,
 * "Datas plausíveis"). The agreed end of a fixed-term contract is bounded by them (at most 2 years
 * after the admission, CLT art. 445).
 */
export const CONTRACT_DATE_LIMITS: DateLimits = {
  earliest: '1960-01-01',
  latest: { daysFromToday: 366 },
}
