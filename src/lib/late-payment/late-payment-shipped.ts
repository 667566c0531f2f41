import { ipca } from '../series/data/ipca.ts'
import { selic } from '../series/data/selic.ts'
import { taxaLegal } from '../series/data/taxa-legal.ts'
import {
  calculateLatePayment,
  type LatePaymentField,
  type LatePaymentInput,
  type LatePaymentResult,
} from './late-payment.ts'
import type { Outcome } from '../core/outcome.ts'

/**
 * Multa e juros de atraso on the series the site ships (IPCA, Selic and Taxa Legal, dated by their last
 * month): the module the screen loads on the first intent, so the data never weighs on a page's
 * first load. The formula and its sources: ./late-payment.ts.
 */
export function calculateShippedLatePayment(
  input: LatePaymentInput,
): Outcome<LatePaymentResult, LatePaymentField> {
  return calculateLatePayment(input, { ipca, selic, taxaLegal })
}
