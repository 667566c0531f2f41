import type { UTCDate } from '@date-fns/utc'
import { addDays, addYears, differenceInCalendarDays } from 'date-fns'

import type { DateChecker } from '../core/check-date.ts'
import type { DateInput } from '../core/check.ts'
import { D, money, type Money, sumMoney, ZERO } from '../core/money.ts'
import type { FgtsRates } from '../law/tables/types.ts'
import { requestsMetByContract } from '../unemployment/unemployment-carencia.ts'
import { monthsWithFraction } from './labor-periods.ts'
import { isFixedTerm, type SeveranceReason } from './labor-options.ts'
import type {
  SeveranceField,
  SeveranceLine,
  SeveranceRule,
  UnemploymentEligibility,
} from './severance-types.ts'
import {
  FIXED_TERM_RULE,
  MUTUAL_FAULT_RULE,
  PAYMENT_DEADLINE_RULE,
  UNEMPLOYMENT_WINDOW_RULE,
} from '../law/tables/labour-rules.ts'

/**
 * What a motivo means beyond the verbas (docs/legal/labour.md): the FGTS withdrawal and fine,
 * the payment deadline, the seguro-desemprego, and the days left of a fixed-term contract.
 */

/** CLT art. 477 §6º (Lei 13.467/2017): the rescisão is paid within 10 days of the end. */
export const PAYMENT_DEADLINE_DAYS = PAYMENT_DEADLINE_RULE.days
/** Fine of culpa recíproca: half of 40% (Lei 8.036/1990 art. 18 §2º). */
export const FGTS_FINE_MUTUAL_FAULT = MUTUAL_FAULT_RULE.fgtsFine
/** A fixed-term contract lasts at most two years (CLT art. 445). */
export const FIXED_TERM_MAX_YEARS = FIXED_TERM_RULE.maxYears
/** The seguro-desemprego counts the months worked in the 36 before the dismissal. */
export const UNEMPLOYMENT_WINDOW_MONTHS = UNEMPLOYMENT_WINDOW_RULE.months

/**
 * Counted as the Civil Code counts a period (art. 132, applied by OJ 162 SDI-1 TST): the day of
 * the end is left out, the tenth day after it is the last. With the aviso indenizado the end is
 * the day of the notice, not the projection (the wording since 2017 makes no distinction).
 */
export function paymentDeadline(dismissal: UTCDate): UTCDate {
  return addDays(dismissal, PAYMENT_DEADLINE_DAYS)
}

/**
 * Lei 7.998/1990 art. 3º: dismissal without cause, the indirect one included (Res. CODEFAT
 * 957/2022 art. 2º I); ending a fixed term early is a dismissal without cause. Not a resignation,
 * justa causa, acordo (CLT art. 484-A §2º), the normal end of a fixed term, or culpa recíproca
 * (not a dismissal without cause). Then the carência window of art. 3º I, with this contract's
 * months (15 days making a month) as the months with salary: which requests the contract meets on
 * its own. A contract too short for any says so; other jobs in the window, which the rescisão
 * does not know, are the seguro calculator's to count.
 */
export function unemploymentEligibility(
  reason: SeveranceReason,
  contractMonths: number,
): UnemploymentEligibility {
  switch (reason) {
    case 'sem-justa-causa':
    case 'rescisao-indireta':
    case 'antecipada-empregador':
      return {
        eligible: true,
        contractMonths,
        requestsMet: requestsMetByContract(contractMonths),
      }
    case 'pedido-demissao':
    case 'justa-causa':
    case 'acordo':
    case 'termino-contrato':
    case 'culpa-reciproca':
    case 'antecipada-empregado':
      return { eligible: false, reason }
  }
}

/** Months of service to the dismissal (a 15-day fraction counting), at most 36. */
export function monthsWorked(admission: UTCDate, dismissal: UTCDate): number {
  return Math.min(monthsWithFraction(admission, dismissal), UNEMPLOYMENT_WINDOW_MONTHS)
}

export type FgtsPlan = {
  withdrawal: number
  withdrawalRule: SeveranceRule
  fine: number
  fineRule: SeveranceRule | null
} | null

/**
 * Lei 8.036/1990: withdrawal of the whole balance on a dismissal without cause, indirect, by
 * culpa recíproca (art. 20 I) or at the normal end of a fixed term (art. 20 IX), 80% in acordo
 * (art. 20 I-A); fine 40% (art. 18 §1º; also when the employer ends a fixed term early, Decreto
 * 99.684/1990 art. 14), 20% in culpa recíproca (art. 18 §2º) and acordo (CLT art. 484-A I "b").
 */
export function fgtsPlan(reason: SeveranceReason, rates: FgtsRates): FgtsPlan {
  switch (reason) {
    case 'sem-justa-causa':
    case 'rescisao-indireta':
    case 'antecipada-empregador':
      return {
        withdrawal: 1,
        withdrawalRule: 'fgts-saque-integral',
        fine: rates.fineDismissal,
        fineRule: 'fgts-multa-40',
      }
    case 'acordo':
      return {
        withdrawal: rates.withdrawalAgreement,
        withdrawalRule: 'fgts-saque-80-acordo',
        fine: rates.fineAgreement,
        fineRule: 'fgts-multa-20-acordo',
      }
    case 'culpa-reciproca':
      return {
        withdrawal: 1,
        withdrawalRule: 'fgts-saque-integral',
        fine: FGTS_FINE_MUTUAL_FAULT,
        fineRule: 'fgts-multa-20-culpa-reciproca',
      }
    case 'termino-contrato':
      return { withdrawal: 1, withdrawalRule: 'fgts-saque-termino', fine: 0, fineRule: null }
    case 'pedido-demissao':
    case 'justa-causa':
    case 'antecipada-empregado':
      return null
  }
}

/** The FGTS withdrawal and fine on a balance, and their lines, by motivo. */
export function fgtsAmounts(reason: SeveranceReason, rates: FgtsRates, balance: Money) {
  const plan = fgtsPlan(reason, rates)
  const withdrawal = plan ? money(new D(balance).times(plan.withdrawal)) : ZERO
  const fine = plan ? money(new D(balance).times(plan.fine)) : ZERO
  const lines: SeveranceLine[] = []
  if (plan && withdrawal > 0)
    lines.push({ id: 'fgts-saque', kind: 'fgts', rule: plan.withdrawalRule, amount: withdrawal })
  if (plan?.fineRule && fine > 0)
    lines.push({ id: 'fgts-multa', kind: 'fgts', rule: plan.fineRule, amount: fine })
  return { plan, withdrawal, fine, total: sumMoney(withdrawal, fine), lines }
}

/** Days from the day after the dismissal to the agreed end, both included. */
export function remainingDays(dismissal: UTCDate, contractEnd: UTCDate): number {
  return Math.max(differenceInCalendarDays(contractEnd, dismissal), 0)
}

/**
 * The agreed end of a fixed-term contract, for its motivos only. Its normal end is the dismissal
 * itself (empty means that; another date is a mistake either way: before it, the contract went on
 * and became one without a term; after it, the end was early). An early end needs the agreed end,
 * after the dismissal. At most two years from the admission (CLT art. 445).
 */
export function readContractEnd(
  c: DateChecker<SeveranceField>,
  reason: SeveranceReason,
  typed: DateInput,
  admission: UTCDate | null,
  dismissal: UTCDate | null,
): UTCDate | null {
  if (!isFixedTerm(reason)) return null
  const empty = typed === null || typed === undefined || typed.trim() === ''
  const end = empty && reason === 'termino-contrato' ? dismissal : c.date('fimContrato', typed)
  if (!end || c.has('fimContrato')) return null
  if (dismissal) {
    if (reason === 'termino-contrato') {
      if (end < dismissal) c.add('fimContrato', 'past')
      else if (end > dismissal) c.add('fimContrato', 'future')
    } else if (end <= dismissal) {
      c.add('fimContrato', 'date-order', { other: 'demissao' })
    }
  }
  if (admission && end > addYears(admission, FIXED_TERM_MAX_YEARS)) {
    c.add('fimContrato', 'too-large', { limit: FIXED_TERM_MAX_YEARS })
  }
  return end
}
