import type { FgtsRates } from './types.ts'

/**
 * FGTS rates, unchanged 2024–2026 (docs/legal/labour.md): 8% monthly deposit (Lei 8.036/1990
 * art. 15), fine of 40% of the deposits on a dismissal without cause (art. 18 §1º), and in an
 * acordo (CLT art. 484-A, Lei 13.467/2017) half the fine, 20%, with withdrawal limited to 80%.
 */
export const FGTS_RATES: FgtsRates = {
  source: 'Lei 8.036/1990 arts. 15, 18 §1º e 20 I, I-A; CLT art. 484-A (Lei 13.467/2017)',
  effectiveFrom: '2017-11-11',
  deposit: 0.08,
  fineDismissal: 0.4,
  fineAgreement: 0.2,
  withdrawalAgreement: 0.8,
}
