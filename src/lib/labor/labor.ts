import { addDays } from 'date-fns'

import { type IsoDate, toIsoDate } from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { type DateInput, type NumberInput } from '../core/check.ts'
import { D, type Dec, money, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import type { CalcStep } from '../core/steps.ts'
import { inssContribution } from '../law/inss.ts'
import { monthlyIrrf, thirteenthIrrf } from '../law/irrf.ts'
import {
  fullYears,
  lastAnniversary,
  monthsWithFraction,
  salaryBalanceDays,
  thirteenthMonths,
} from './labor-periods.ts'
import {
  NOTICE_MODES,
  type NoticeMode,
  SEVERANCE_REASONS,
  type SeveranceReason,
} from './labor-options.ts'
import { severanceSteps } from './labor-steps.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import { type TableYear } from '../law/tables/table-years.ts'

/**
 * Labour calculator (/calculadora-trabalhista): rescisão (horas extras are in overtime.ts).
 *
 * RESCISÃO (docs/decisions.md §5; docs/legal/labour.md, §12.6). Day rate = salary ÷ 30, month = salary.
 * - Saldo de salário: days worked in the dismissal month (see labor-periods.ts) × day rate.
 * - Aviso prévio: min(90, 30 + 3 × full years) days (Lei 12.506/2011). Indenizado: all days paid
 *   in sem justa causa; half in acordo (CLT art. 484-A I "a"). Trabalhado: the employee works 30
 *   days and the proportional days beyond 30 are paid (MTE Nota Técnica 184/2012; halved in
 *   acordo). The paid days project the end of the contract (CLT art. 487 §1º, OJ 82 SDI-1); in
 *   acordo the projection is the whole days of the half paid (decision: the period actually paid).
 *   Pedido de demissão with the aviso not worked: one salary deducted (art. 487 §2º), never
 *   more than the rest of the rescisão (art. 477 §5º). `dispensado` pays and deducts nothing.
 *   Combinations without an aviso to pay or deduct (indenizado when the employee resigns, any
 *   aviso in justa causa, não cumprido when dismissed) count as none and set `noticeIgnored`.
 * - 13º proporcional: salary × avos ÷ 12, avos of the dismissal year up to the projected end
 *   (15-day rule, Lei 4.090/1962); not in justa causa. A 1st instalment already paid in the year
 *   is not deducted (the form does not ask for it).
 * - Férias proporcionais: salary × avos ÷ 12 from the last anniversary of the admission on or
 *   before the dismissal to the projected end (CLT arts. 146–147); not in justa causa. When the
 *   projection completes a period, that period is paid here in full, so the avos may reach 15
 *   (12 + up to 3 months of aviso); the férias vencidas typed are the periods completed before
 *   the dismissal: typed days × day rate (simple, any motivo; the double of CLT art. 137 for
 *   férias not granted in time is not applied). 1/3 constitucional on both (CF art. 7º XVII).
 * - FGTS: balance as typed (the statement's "saldo para fins rescisórios"), or estimated as 8% × salary × (months of service to the projected end,
 *   a 15-day fraction counting) × 13/12 (the 13ºs), without TR/interest. Withdrawal 100% (sem
 *   justa causa), 80% (acordo), none otherwise; fine 40% / 20% / none of that balance.
 * - Taxes (docs/legal/labour.md): INSS and IRRF on the saldo de salário (monthly table, simplified
 *   discount allowed, 2026 reduction on the saldo) and, separately, on the 13º (exclusive at
 *   source); aviso indenizado and férias indenizadas + 1/3 are exempt. No dependents.
 * - grossTotal = earnings; netTotal = grossTotal − deductions; total = netTotal + FGTS a sacar +
 *   multa: everything the worker receives.
 */

// --- Rescisão --------------------------------------------------------------------------------

/** Lei 12.506/2011: 30 days, +3 per full year, at most 90. */
export const NOTICE_BASE_DAYS = 30
export const NOTICE_DAYS_PER_YEAR = 3
export const NOTICE_MAX_DAYS = 90
/**
 * Two owed periods at most: each must be granted within the next 12 months (CLT art. 134), so a
 * third would already be owed in double (art. 137), which this calculator does not model.
 */
export const MAX_OVERDUE_VACATION_DAYS = 60

export function noticeDays(serviceYears: number): number {
  return Math.min(NOTICE_MAX_DAYS, NOTICE_BASE_DAYS + NOTICE_DAYS_PER_YEAR * serviceYears)
}

export type SeveranceField =
  'salario' | 'admissao' | 'demissao' | 'motivo' | 'aviso' | 'ferias' | 'fgts' | 'ano'

export type SeveranceInput = {
  salario: NumberInput
  admissao: DateInput
  demissao: DateInput
  motivo?: string | null
  aviso?: string | null
  /** Days of férias vencidas. */
  ferias?: NumberInput
  /** FGTS balance; empty: estimated. */
  fgts?: NumberInput
  ano?: NumberInput
}

export type SeveranceLineId =
  | 'saldo-salario'
  | 'aviso-previo'
  | 'decimo-terceiro'
  | 'ferias-proporcionais'
  | 'ferias-vencidas'
  | 'terco-ferias'
  | 'desconto-aviso'
  | 'inss-saldo'
  | 'irrf-saldo'
  | 'inss-decimo-terceiro'
  | 'irrf-decimo-terceiro'
  | 'fgts-saque'
  | 'fgts-multa'

/** The rule behind a line; the screen names it in one pt-BR sentence. */
export type SeveranceRule =
  | 'dias-trabalhados-mes'
  | 'aviso-lei-12506'
  | 'aviso-acordo-metade'
  | 'aviso-proporcional-excedente'
  | 'aviso-proporcional-excedente-acordo'
  | 'avos-13-lei-4090'
  | 'avos-ferias-clt-146'
  | 'ferias-vencidas-dias'
  | 'terco-cf-7-xvii'
  | 'desconto-aviso-clt-487'
  | 'inss-progressivo'
  | 'irrf-mensal'
  | 'irrf-13-exclusivo'
  | 'fgts-saque-integral'
  | 'fgts-saque-80-acordo'
  | 'fgts-multa-40'
  | 'fgts-multa-20-acordo'

export type SeveranceLine = {
  id: SeveranceLineId
  /** provento: paid by the employer; desconto: deducted; fgts: withdrawn from the FGTS account. */
  kind: 'provento' | 'desconto' | 'fgts'
  rule: SeveranceRule
  amount: Money
  /** Days or avos behind the amount, where there are some. */
  quantity?: number
  unit?: 'dias' | 'avos'
}

export type SeveranceResult = {
  year: TableYear
  reason: SeveranceReason
  notice: NoticeMode
  serviceYears: number
  /** Lei 12.506 days the employee is entitled to (before halving), 0 where there is no aviso. */
  priorNoticeEntitledDays: number
  /** Days paid as aviso indenizado (may end in ,5 in acordo). */
  priorNoticeDays: number
  /** End of the contract with the projection of the paid aviso. */
  projectedEndDate: IsoDate
  salaryBalanceDays: number
  salaryBalance: Money
  priorNotice: Money
  thirteenthMonths: number
  proportionalThirteenth: Money
  /** Avos of férias proporcionais; above 12 when the projection completes a period. */
  vacationMonths: number
  proportionalVacation: Money
  overdueVacationDays: number
  overdueVacation: Money
  vacationBonus: Money
  priorNoticeDiscount: Money
  /** The discount was cut to what the rest of the rescisão could pay (CLT art. 477 §5º). */
  priorNoticeDiscountCapped: boolean
  inss: Money
  irrf: Money
  fgtsBalance: Money
  fgtsEstimated: boolean
  fgtsWithdrawal: Money
  fgtsFine: Money
  grossTotal: Money
  deductionsTotal: Money
  netTotal: Money
  fgtsTotal: Money
  /** Net rescisão + FGTS withdrawal + fine. */
  total: Money
  /** The chosen aviso does not apply to this motivo and was ignored. */
  noticeIgnored: boolean
  lines: SeveranceLine[]
  /** "Como calculamos": each verba, the taxes, the net, the FGTS, the total (labor-steps.ts). */
  steps: readonly CalcStep[]
}

type NoticePlan = {
  entitled: number
  paidDays: Dec
  projection: number
  rule: SeveranceRule | null
  discount: boolean
  ignored: boolean
}

function planNotice(reason: SeveranceReason, notice: NoticeMode, years: number): NoticePlan {
  const entitled = noticeDays(years)
  const none = { entitled: 0, paidDays: new D(0), projection: 0, rule: null, discount: false }
  if (reason === 'justa-causa') return { ...none, ignored: notice !== 'dispensado' }
  if (reason === 'pedido-demissao') {
    if (notice === 'nao-cumprido') return { ...none, discount: true, ignored: false }
    return { ...none, ignored: notice === 'indenizado' }
  }
  const half = reason === 'acordo'
  let days: number
  let rule: SeveranceRule
  if (notice === 'indenizado') {
    days = entitled
    rule = half ? 'aviso-acordo-metade' : 'aviso-lei-12506'
  } else if (notice === 'trabalhado') {
    days = entitled - NOTICE_BASE_DAYS
    rule = half ? 'aviso-proporcional-excedente-acordo' : 'aviso-proporcional-excedente'
  } else {
    return { ...none, entitled, ignored: notice === 'nao-cumprido' }
  }
  const paidDays = half ? new D(days).div(2) : new D(days)
  return {
    entitled,
    paidDays,
    projection: Math.floor(paidDays.toNumber()),
    rule: days > 0 ? rule : null,
    discount: false,
    ignored: false,
  }
}

export function calculateSeverance(
  input: SeveranceInput,
): Outcome<SeveranceResult, SeveranceField> {
  const c = new DateChecker<SeveranceField>()
  const salary = c.number('salario', input.salario, { positive: true })
  const admission = c.date('admissao', input.admissao)
  const dismissal = c.date('demissao', input.demissao)
  if (admission && dismissal && dismissal < admission) {
    c.add('demissao', 'date-order', { other: 'admissao' })
  }
  const reason = c.option('motivo', input.motivo, SEVERANCE_REASONS, 'sem-justa-causa')
  const notice = c.option('aviso', input.aviso, NOTICE_MODES, 'indenizado')
  const overdueDays = c.number('ferias', input.ferias, {
    integer: true,
    min: 0,
    max: MAX_OVERDUE_VACATION_DAYS,
    default: 0,
  })
  const fgtsEstimated = input.fgts === null || input.fgts === undefined
  const fgtsTyped = c.number('fgts', input.fgts, { min: 0, default: 0 })
  // The rescisão is paid under the rules of its own year, so an empty `ano` follows the dismissal.
  const year = readTableYear(c, 'ano', input.ano, dismissal?.getFullYear() ?? Number.NaN)
  if (!c.ok || !admission || !dismissal) return c.fail()

  const table = legalTable(year)
  const rates = table.fgts
  const monthly = new D(money(salary))
  const daily = monthly.div(30)
  const lines: SeveranceLine[] = []
  const earn = (
    id: SeveranceLineId,
    rule: SeveranceRule,
    amount: Money,
    quantity?: number,
    unit?: 'dias' | 'avos',
  ): Money => {
    if (amount > 0) {
      lines.push({
        id,
        kind: 'provento',
        rule,
        amount,
        ...(quantity === undefined ? {} : { quantity }),
        ...(unit ? { unit } : {}),
      })
    }
    return amount
  }

  const serviceYears = fullYears(admission, dismissal)
  const plan = planNotice(reason, notice, serviceYears)
  const projectedEnd = addDays(dismissal, plan.projection)
  const justCause = reason === 'justa-causa'

  const balanceDays = salaryBalanceDays(admission, dismissal)
  const salaryBalance = earn(
    'saldo-salario',
    'dias-trabalhados-mes',
    money(daily.times(balanceDays)),
    balanceDays,
    'dias',
  )

  const priorNotice = plan.rule
    ? earn(
        'aviso-previo',
        plan.rule,
        money(daily.times(plan.paidDays)),
        plan.paidDays.toNumber(),
        'dias',
      )
    : ZERO

  const avos13 = justCause ? 0 : thirteenthMonths(admission, dismissal, projectedEnd)
  const proportionalThirteenth = earn(
    'decimo-terceiro',
    'avos-13-lei-4090',
    money(monthly.times(avos13).div(12)),
    avos13,
    'avos',
  )

  const vacationMonths = justCause
    ? 0
    : monthsWithFraction(lastAnniversary(admission, dismissal), projectedEnd)
  const proportionalVacation = earn(
    'ferias-proporcionais',
    'avos-ferias-clt-146',
    money(monthly.times(vacationMonths).div(12)),
    vacationMonths,
    'avos',
  )
  const overdueVacation = earn(
    'ferias-vencidas',
    'ferias-vencidas-dias',
    money(daily.times(overdueDays)),
    overdueDays,
    'dias',
  )
  const vacationBonus = earn(
    'terco-ferias',
    'terco-cf-7-xvii',
    money(new D(sumMoney(proportionalVacation, overdueVacation)).div(3)),
  )

  const grossTotal = sumMoney(
    salaryBalance,
    priorNotice,
    proportionalThirteenth,
    proportionalVacation,
    overdueVacation,
    vacationBonus,
  )

  // Taxes: the saldo as the month's wages, the 13º apart; the indemnities are exempt.
  const deduct = (id: SeveranceLineId, rule: SeveranceRule, amount: Money): Money => {
    if (amount > 0) lines.push({ id, kind: 'desconto', rule, amount })
    return amount
  }
  const inssBalanceResult = inssContribution(new D(salaryBalance), table.inss)
  const inssBalance = deduct('inss-saldo', 'inss-progressivo', inssBalanceResult.contribution)
  const irrfBalanceResult = monthlyIrrf({
    income: salaryBalance,
    inss: inssBalance,
    dependents: 0,
    table,
  })
  const irrfBalance = deduct('irrf-saldo', 'irrf-mensal', irrfBalanceResult.withheld)
  const inss13Result = inssContribution(new D(proportionalThirteenth), table.inss)
  const inss13 = deduct('inss-decimo-terceiro', 'inss-progressivo', inss13Result.contribution)
  const irrf13Result = thirteenthIrrf({
    income: proportionalThirteenth,
    inss: inss13,
    dependents: 0,
    table,
  })
  const irrf13 = deduct('irrf-decimo-terceiro', 'irrf-13-exclusivo', irrf13Result.withheld)
  const taxes = sumMoney(inssBalance, irrfBalance, inss13, irrf13)

  const available = subtractMoney(grossTotal, taxes)
  const wantedDiscount = plan.discount ? money(monthly) : ZERO
  const priorNoticeDiscount = wantedDiscount > available ? available : wantedDiscount
  deduct('desconto-aviso', 'desconto-aviso-clt-487', priorNoticeDiscount)
  const deductionsTotal = sumMoney(taxes, priorNoticeDiscount)
  const netTotal = subtractMoney(grossTotal, deductionsTotal)

  const serviceMonths = monthsWithFraction(admission, projectedEnd)
  const fgtsBalance = fgtsEstimated
    ? money(monthly.times(rates.deposit).times(serviceMonths).times(13).div(12))
    : money(fgtsTyped)
  let fgtsWithdrawal = ZERO
  let fgtsFine = ZERO
  if (reason === 'sem-justa-causa' || reason === 'acordo') {
    const agreement = reason === 'acordo'
    fgtsWithdrawal = money(new D(fgtsBalance).times(agreement ? rates.withdrawalAgreement : 1))
    fgtsFine = money(
      new D(fgtsBalance).times(agreement ? rates.fineAgreement : rates.fineDismissal),
    )
    if (fgtsWithdrawal > 0) {
      lines.push({
        id: 'fgts-saque',
        kind: 'fgts',
        rule: agreement ? 'fgts-saque-80-acordo' : 'fgts-saque-integral',
        amount: fgtsWithdrawal,
      })
    }
    if (fgtsFine > 0) {
      lines.push({
        id: 'fgts-multa',
        kind: 'fgts',
        rule: agreement ? 'fgts-multa-20-acordo' : 'fgts-multa-40',
        amount: fgtsFine,
      })
    }
  }
  const fgtsTotal = sumMoney(fgtsWithdrawal, fgtsFine)
  const total = sumMoney(netTotal, fgtsTotal)
  const fgtsPaid = reason === 'sem-justa-causa' || reason === 'acordo'

  return ok({
    year,
    reason,
    notice,
    serviceYears,
    priorNoticeEntitledDays: plan.entitled,
    priorNoticeDays: plan.paidDays.toNumber(),
    projectedEndDate: toIsoDate(projectedEnd),
    salaryBalanceDays: balanceDays,
    salaryBalance,
    priorNotice,
    thirteenthMonths: avos13,
    proportionalThirteenth,
    vacationMonths,
    proportionalVacation,
    overdueVacationDays: overdueDays,
    overdueVacation,
    vacationBonus,
    priorNoticeDiscount,
    priorNoticeDiscountCapped: priorNoticeDiscount < wantedDiscount,
    inss: sumMoney(inssBalance, inss13),
    irrf: sumMoney(irrfBalance, irrf13),
    fgtsBalance,
    fgtsEstimated,
    fgtsWithdrawal,
    fgtsFine,
    grossTotal,
    deductionsTotal,
    netTotal,
    fgtsTotal,
    total,
    noticeIgnored: plan.ignored,
    lines,
    steps: severanceSteps({
      reason,
      salary: money(monthly),
      serviceYears,
      notice: plan.rule
        ? {
            entitled: plan.entitled,
            paidDays: plan.paidDays.toNumber(),
            worked: notice === 'trabalhado',
            half: reason === 'acordo',
          }
        : null,
      balanceDays,
      salaryBalance,
      priorNotice,
      thirteenthMonths: avos13,
      proportionalThirteenth,
      vacationMonths,
      proportionalVacation,
      overdueVacationDays: overdueDays,
      overdueVacation,
      vacationBonus,
      grossTotal,
      inssBalance: inssBalanceResult,
      irrfBalance: irrfBalanceResult,
      inss13: inss13Result,
      irrf13: irrf13Result,
      noticeDiscount: plan.discount ? priorNoticeDiscount : null,
      deductionsTotal,
      netTotal,
      fgts: fgtsPaid
        ? {
            balance: fgtsBalance,
            estimatedMonths: fgtsEstimated ? serviceMonths : null,
            withdrawal: fgtsWithdrawal,
            fine: fgtsFine,
          }
        : null,
      total,
      table,
    }),
  })
}
