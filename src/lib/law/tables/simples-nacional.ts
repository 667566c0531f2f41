/**
 * Simples Nacional, Anexos I–V of LC 123/2006 in the wording of LC 155/2016, in force since
 * 01/01/2018 and unchanged 2024–2026 (docs/legal/mei-simples.md).
 *
 * Each band runs "até" its RBT12 limit (gross revenue of the 12 months before the period) and
 * holds the alíquota nominal and the parcela a deduzir. The effective rate is
 * (RBT12 × Aliq − PD) / RBT12 (art. 18 §1º-A); above R$ 4.800.000,00 of RBT12 the company is
 * outside the Simples (art. 3º II).
 */

import type { Sourced } from './types.ts'

/** The Simples' tables and limit as a sourced entry, like the year tables; the names below read it. */
export const SIMPLES_RULE = {
  source: 'LC 123/2006, Anexos I a V e art. 18 §1º-A (redação da LC 155/2016)',
  effectiveFrom: '2018-01-01',
  /** RBT12 above this: outside the Simples (EPP limit, LC 123/2006 art. 3º II). */
  rbt12Limit: 4_800_000,
} as const satisfies Sourced & { rbt12Limit: number }

export const SIMPLES_SOURCE = SIMPLES_RULE.source
export const SIMPLES_EFFECTIVE_FROM = SIMPLES_RULE.effectiveFrom
export const SIMPLES_RBT12_LIMIT = SIMPLES_RULE.rbt12Limit

export type SimplesAnnex = 1 | 2 | 3 | 4 | 5
export const SIMPLES_ANNEXES = [1, 2, 3, 4, 5] as const

export type SimplesBracket = {
  /** RBT12 up to this amount, inclusive. */
  readonly upTo: number
  /** Alíquota nominal, decimal fraction. */
  readonly rate: number
  /** Parcela a deduzir, reais. */
  readonly deduction: number
}

const LIMITS = [180_000, 360_000, 720_000, 1_800_000, 3_600_000, 4_800_000] as const

function bands(rows: readonly (readonly [number, number])[]): readonly SimplesBracket[] {
  return rows.map(([rate, deduction], i) => ({ upTo: LIMITS[i] as number, rate, deduction }))
}

/** Anexo I comércio, II indústria, III/IV/V serviços (art. 18 §§5º-B a 5º-I). */
export const SIMPLES_TABLES: Readonly<Record<SimplesAnnex, readonly SimplesBracket[]>> = {
  1: bands([
    [0.04, 0],
    [0.073, 5940],
    [0.095, 13860],
    [0.107, 22500],
    [0.143, 87300],
    [0.19, 378000],
  ]),
  2: bands([
    [0.045, 0],
    [0.078, 5940],
    [0.1, 13860],
    [0.112, 22500],
    [0.147, 85500],
    [0.3, 720000],
  ]),
  3: bands([
    [0.06, 0],
    [0.112, 9360],
    [0.135, 17640],
    [0.16, 35640],
    [0.21, 125640],
    [0.33, 648000],
  ]),
  4: bands([
    [0.045, 0],
    [0.09, 8100],
    [0.102, 12420],
    [0.14, 39780],
    [0.22, 183780],
    [0.33, 828000],
  ]),
  5: bands([
    [0.155, 0],
    [0.18, 4500],
    [0.195, 9900],
    [0.205, 17100],
    [0.23, 62100],
    [0.305, 540000],
  ]),
}
