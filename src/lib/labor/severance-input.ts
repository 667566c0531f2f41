import { DateChecker } from '../core/check-date.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { readTableYear } from '../law/tables/by-year.ts'
import {
  CONTRACT_DATE_LIMITS,
  defaultNotice,
  FGTS_BASE_OPTIONS,
  NOTICE_MODES,
  type NoticeMode,
  noticeFits,
  SEVERANCE_REASONS,
  YES_NO,
} from './labor-options.ts'
import { readContractEnd } from './severance-exit.ts'
import type { SeveranceField, SeveranceInput } from './severance-types.ts'

/**
 * What a rescisão reads from its form: the salary (positive), admission on or before dismissal,
 * the motivo (sem justa causa by default) and the aviso (the motivo's default when absent; one that
 * does not exist for the motivo, as an older link may carry, is read as that default and kept in
 * `noticeReplaced` for the result to say so), férias vencidas in whole days
 * (at most two owed periods, CLT art. 134), the FGTS balance (empty: estimated), a 13º advance
 * no larger than the salary, the agreed end of a fixed-term contract, and the table year (empty:
 * the dismissal's, as the rescisão is paid under the rules of its own year). Admission and
 * dismissal lie in {@link CONTRACT_DATE_LIMITS} for the `today` the screen passes.
 */

/**
 * Two owed periods at most: each must be granted within the next 12 months (CLT art. 134), so a
 * third cannot be owed alongside them.
 */
const MAX_OVERDUE_VACATION_DAYS = 60

export function readSeveranceInput(input: SeveranceInput) {
  const c = new DateChecker<SeveranceField>()
  const salary = c.number('salario', input.salario, { positive: true })
  const admission = c.date('admissao', input.admissao)
  const dismissal = c.date('demissao', input.demissao)
  c.within('admissao', admission, CONTRACT_DATE_LIMITS, input.today)
  c.within('demissao', dismissal, CONTRACT_DATE_LIMITS, input.today)
  if (admission && dismissal && dismissal < admission) {
    c.add('demissao', 'date-order', { other: 'admissao' })
  }
  const reason = c.option('motivo', input.motivo, SEVERANCE_REASONS, 'sem-justa-causa')
  const fallback = defaultNotice(reason) ?? 'dispensado'
  const asked = c.option('aviso', input.aviso, NOTICE_MODES, fallback)
  const noticeReplaced: NoticeMode | null = noticeFits(reason, asked) ? null : asked
  const notice = noticeReplaced ? fallback : asked
  const overdueDays = c.number('ferias', input.ferias, {
    integer: true,
    min: 0,
    max: MAX_OVERDUE_VACATION_DAYS,
    default: 0,
  })
  const double = c.option('feriasVencidasDobro', input.feriasVencidasDobro, YES_NO, 'nao') === 'sim'
  const fgtsEstimated = input.fgts === null || input.fgts === undefined
  const fgtsTyped = c.number('fgts', input.fgts, { min: 0, default: 0 })
  const fgtsBase = c.option('baseFgts', input.baseFgts, FGTS_BASE_OPTIONS, 'extrato')
  const advance = c.number('adiantamento13', input.adiantamento13, { min: 0, default: 0 })
  if (salary > 0 && advance > salary) {
    c.add('adiantamento13', 'too-large', { limit: salary })
  }
  const contractEnd = readContractEnd(c, reason, input.fimContrato, admission, dismissal)
  const year = readTableYear(c, 'ano', input.ano, dismissal?.getFullYear() ?? Number.NaN)
  if (!c.ok || !admission || !dismissal) return c.fail()
  return ok({
    salary,
    admission,
    dismissal,
    reason,
    notice,
    noticeReplaced,
    overdueDays,
    double,
    fgtsEstimated,
    fgtsTyped,
    fgtsBase,
    advance,
    contractEnd,
    year,
  })
}

/** A rescisão's input once read and valid. */
export type SeveranceTerms =
  ReturnType<typeof readSeveranceInput> extends Outcome<infer T, SeveranceField> ? T : never
