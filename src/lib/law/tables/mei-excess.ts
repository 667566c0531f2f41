import type { MeiExcessRule } from './types.ts'

/**
 * A MEI's revenue above its limit, unchanged 2024–2026 (docs/legal/mei-simples.md).
 *
 * - Up to 20% above the limit, the MEI stays until 31 December, leaves on 1 January of the next
 *   year (LC 123/2006 art. 18-A §7º III "a", IV "a") and pays, with the January DAS, the
 *   difference on the excess (§10) at the Simples rates (Res. CGSN 140/2018 art. 115 §8º).
 * - With a year's revenue up to 1,2 × 81.000 = 97.200 the RBT12 is in the 1ª faixa, whose
 *   effective rate is its nominal rate (no parcela a deduzir): comércio 4% (Anexo I), indústria
 *   4,5% (Anexo II), serviços 6% (Anexo III).
 */
export const MEI_EXCESS: MeiExcessRule = {
  source:
    'LC 123/2006 art. 18-A §7º III e §10; Res. CGSN 140/2018 art. 115 §§2º e 8º; LC 123/2006 Anexos I a III, 1ª faixa',
  effectiveFrom: '2018-08-01',
  tolerance: 0.2,
  rates: { comercio: 0.04, industria: 0.045, servicos: 0.06 },
}
