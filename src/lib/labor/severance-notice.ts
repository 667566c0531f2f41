import { D, type Dec } from '../core/money.ts'
import { isFixedTerm, type NoticeMode, type SeveranceReason } from './labor-options.ts'
import type { SeveranceRule } from './severance-types.ts'
import { NOTICE_RULE } from '../law/tables/labour-rules.ts'

/**
 * The aviso prévio of a rescisão (docs/legal/labour.md). min(90, 30 + 3 × full years) days (Lei
 * 12.506/2011). Indenizado: all days paid when the employer dismisses (or in rescisão indireta,
 * CLT art. 487 §4º); half in acordo (CLT art. 484-A I "a") and in culpa recíproca (Súmula 14 TST).
 * Trabalhado: the employee works 30 days and the days beyond 30 are paid (MTE Nota Técnica
 * 184/2012; halved where the aviso is). The paid days project the end of the contract (CLT art.
 * 487 §1º, OJ 82 SDI-1); where halved, the projection is the whole days of the half paid
 * (decision: the period actually paid). Pedido de demissão with the aviso not worked: one
 * salary deducted (art. 487 §2º). `dispensado` pays and deducts nothing. A fixed-term contract
 * has no aviso (its end is known; the cláusula of CLT art. 481 is not modelled), nor justa causa.
 * The aviso reaching here is one of the motivo's (labor-options.ts NOTICE_CHOICES): the input
 * reader has replaced any other by the motivo's default.
 */

export const NOTICE_BASE_DAYS = NOTICE_RULE.baseDays
export const NOTICE_DAYS_PER_YEAR = NOTICE_RULE.daysPerYear
export const NOTICE_MAX_DAYS = NOTICE_RULE.maxDays

export function noticeDays(serviceYears: number): number {
  return Math.min(NOTICE_MAX_DAYS, NOTICE_BASE_DAYS + NOTICE_DAYS_PER_YEAR * serviceYears)
}

export type NoticePlan = {
  entitled: number
  paidDays: Dec
  projection: number
  rule: SeveranceRule | null
  discount: boolean
}

/** The motivos whose aviso (and, in culpa recíproca, 13º and férias) is paid by half. */
export const halvesNotice = (reason: SeveranceReason) =>
  reason === 'acordo' || reason === 'culpa-reciproca'

export function planNotice(reason: SeveranceReason, notice: NoticeMode, years: number): NoticePlan {
  const entitled = noticeDays(years)
  const none = { entitled: 0, paidDays: new D(0), projection: 0, rule: null, discount: false }
  if (isFixedTerm(reason) || reason === 'justa-causa') return none
  if (reason === 'pedido-demissao') return { ...none, discount: notice === 'nao-cumprido' }
  const half = halvesNotice(reason)
  let days: number
  let rule: SeveranceRule
  if (notice === 'indenizado') {
    days = entitled
    rule = !half
      ? 'aviso-lei-12506'
      : reason === 'acordo'
        ? 'aviso-acordo-metade'
        : 'aviso-culpa-reciproca-metade'
  } else if (notice === 'trabalhado') {
    days = entitled - NOTICE_BASE_DAYS
    rule = half ? 'aviso-proporcional-excedente-acordo' : 'aviso-proporcional-excedente'
  } else {
    return { ...none, entitled }
  }
  const paidDays = half ? new D(days).div(2) : new D(days)
  return {
    entitled,
    paidDays,
    projection: Math.floor(paidDays.toNumber()),
    rule: days > 0 ? rule : null,
    discount: false,
  }
}
