import { addDays } from 'date-fns'

import { toIsoDate } from '../core/calendar-date.ts'
import { DateChecker } from '../core/check-date.ts'
import { D, money, type Money, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { legalTable, readTableYear } from '../law/tables/by-year.ts'
import {
  fullYears,
  lastAnniversary,
  monthsWithFraction,
  salaryBalanceDays,
  thirteenthMonths,
} from './labor-periods.ts'
import { NOTICE_MODES, SEVERANCE_REASONS, YES_NO } from './labor-options.ts'
import { severanceSteps } from './labor-steps.ts'
import {
  fgtsAmounts,
  monthsWorked,
  paymentDeadline,
  readContractEnd,
  remainingDays,
  unemploymentEligibility,
} from './severance-exit.ts'
import { halvesNotice, planNotice } from './severance-notice.ts'
import { applyDeductions, deducted, severanceTaxes } from './severance-taxes.ts'
import type {
  SeveranceField,
  SeveranceInput,
  SeveranceLine,
  SeveranceLineId,
  SeveranceResult,
  SeveranceRule,
} from './severance-types.ts'

/**
 * Labour calculator (/calculadora-trabalhista): rescisão (horas extras are in overtime.ts).
 * Day rate = salary ÷ 30, month = salary (docs/legal/labour.md).
 *
 * - Saldo de salário: days worked in the dismissal month (labor-periods.ts) × day rate.
 * - Aviso prévio: severance-notice.ts. Fixed-term contracts have none; the employer ending one
 *   early pays half of the days left (CLT art. 479), the employee doing so owes up to as much
 *   (art. 480 §1º), deducted.
 * - 13º proporcional: salary × avos ÷ 12, avos of the dismissal year up to the projected end
 *   (15-day rule, Lei 4.090/1962); not in justa causa, half in culpa recíproca (Súmula 14 TST).
 *   The 1st instalment already paid is deducted (Lei 4.749/1965 art. 3º).
 * - Férias proporcionais: salary × avos ÷ 12 from the last anniversary of the admission on or
 *   before the dismissal to the projected end (CLT arts. 146–147); not in justa causa, half in
 *   culpa recíproca. A period completed inside the projection is paid here in full, so the avos
 *   may reach 15. Férias vencidas: typed days × day rate, any motivo; when past their concessive
 *   period, the same again (art. 137). 1/3 constitucional on all of it (CF art. 7º XVII).
 * - FGTS (severance-exit.ts): balance as typed (the statement's "saldo para fins rescisórios"),
 *   or estimated as 8% × salary × (months of service to the projected end, a 15-day fraction
 *   counting) × 13/12 (the 13ºs), without TR/interest; withdrawal and fine by motivo.
 * - Taxes and deductions: severance-taxes.ts.
 * - grossTotal = earnings; netTotal = grossTotal − deductions; total = netTotal + FGTS a sacar +
 *   multa: everything the worker receives. Also the payment deadline (art. 477 §6º) and whether
 *   the motivo gives seguro-desemprego.
 */

/**
 * Two owed periods at most: each must be granted within the next 12 months (CLT art. 134), so a
 * third cannot be owed alongside them.
 */
export const MAX_OVERDUE_VACATION_DAYS = 60

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
  const double = c.option('feriasVencidasDobro', input.feriasVencidasDobro, YES_NO, 'nao') === 'sim'
  const fgtsEstimated = input.fgts === null || input.fgts === undefined
  const fgtsTyped = c.number('fgts', input.fgts, { min: 0, default: 0 })
  const advance = c.number('adiantamento13', input.adiantamento13, { min: 0, default: 0 })
  if (salary > 0 && advance > salary) {
    c.add('adiantamento13', 'too-large', { limit: salary })
  }
  const contractEnd = readContractEnd(c, reason, input.fimContrato, admission, dismissal)
  // The rescisão is paid under the rules of its own year, so an empty `ano` follows the dismissal.
  const year = readTableYear(c, 'ano', input.ano, dismissal?.getFullYear() ?? Number.NaN)
  if (!c.ok || !admission || !dismissal) return c.fail()

  const table = legalTable(year)
  const monthly = new D(money(salary))
  const daily = monthly.div(30)
  const half = reason === 'culpa-reciproca'
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

  const daysLeft = contractEnd ? remainingDays(dismissal, contractEnd) : 0
  // Arts. 479 and 480: half the pay of the days left (the employee's debt is capped at that).
  const earlyIndemnity = money(daily.times(daysLeft).div(2))
  const earlyEndIndemnity =
    reason === 'antecipada-empregador'
      ? earn('indenizacao-479', 'indenizacao-clt-479', earlyIndemnity, daysLeft, 'dias')
      : ZERO

  const avos13 = justCause ? 0 : thirteenthMonths(admission, dismissal, projectedEnd)
  const full13 = monthly.times(avos13).div(12)
  const proportionalThirteenth = earn(
    'decimo-terceiro',
    half ? 'avos-13-culpa-reciproca' : 'avos-13-lei-4090',
    money(half ? full13.div(2) : full13),
    avos13,
    'avos',
  )

  const vacationMonths = justCause
    ? 0
    : monthsWithFraction(lastAnniversary(admission, dismissal), projectedEnd)
  const fullVacation = monthly.times(vacationMonths).div(12)
  const proportionalVacation = earn(
    'ferias-proporcionais',
    half ? 'avos-ferias-culpa-reciproca' : 'avos-ferias-clt-146',
    money(half ? fullVacation.div(2) : fullVacation),
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
  const overdueVacationDouble = double
    ? earn('ferias-dobro', 'ferias-dobro-clt-137', overdueVacation, overdueDays, 'dias')
    : ZERO
  const vacationBonus = earn(
    'terco-ferias',
    'terco-cf-7-xvii',
    money(new D(sumMoney(proportionalVacation, overdueVacation, overdueVacationDouble)).div(3)),
  )

  const grossTotal = sumMoney(
    salaryBalance,
    priorNotice,
    earlyEndIndemnity,
    proportionalThirteenth,
    proportionalVacation,
    overdueVacation,
    overdueVacationDouble,
    vacationBonus,
  )

  const deduct = (id: SeveranceLineId, rule: SeveranceRule, amount: Money, capped = false) => {
    if (amount > 0)
      lines.push({ id, kind: 'desconto', rule, amount, ...(capped ? { capped } : {}) })
  }
  const taxes = severanceTaxes(salaryBalance, proportionalThirteenth, table)
  deduct('inss-saldo', 'inss-progressivo', taxes.inssBalance.contribution)
  deduct('irrf-saldo', 'irrf-mensal', taxes.irrfBalance.withheld)
  deduct('inss-decimo-terceiro', 'inss-progressivo', taxes.inss13.contribution)
  deduct('irrf-decimo-terceiro', 'irrf-13-exclusivo', taxes.irrf13.withheld)

  const deductions = applyDeductions(subtractMoney(grossTotal, taxes.total), [
    {
      id: 'adiantamento-13',
      rule: 'adiantamento-13-lei-4749',
      wanted: money(advance),
    },
    {
      id: 'desconto-aviso',
      rule: 'desconto-aviso-clt-487',
      wanted: plan.discount ? money(monthly) : ZERO,
    },
    {
      id: 'indenizacao-480',
      rule: 'indenizacao-clt-480',
      wanted: reason === 'antecipada-empregado' ? earlyIndemnity : ZERO,
    },
  ])
  for (const d of deductions) deduct(d.id, d.rule, d.amount, d.amount < d.wanted)
  const thirteenthAdvance = deducted(deductions, 'adiantamento-13')
  const priorNoticeDiscount = deducted(deductions, 'desconto-aviso')
  const earlyLeaveIndemnity = deducted(deductions, 'indenizacao-480')
  const deductionsTotal = sumMoney(taxes.total, ...deductions.map((d) => d.amount))
  const netTotal = subtractMoney(grossTotal, deductionsTotal)

  const serviceMonths = monthsWithFraction(admission, projectedEnd)
  const fgtsBalance = fgtsEstimated
    ? money(monthly.times(table.fgts.deposit).times(serviceMonths).times(13).div(12))
    : money(fgtsTyped)
  const {
    plan: fgts,
    withdrawal: fgtsWithdrawal,
    fine: fgtsFine,
    total: fgtsTotal,
    lines: fgtsLines,
  } = fgtsAmounts(reason, table.fgts, fgtsBalance)
  lines.push(...fgtsLines)
  const total = sumMoney(netTotal, fgtsTotal)
  const wantedDiscount = plan.discount ? money(monthly) : ZERO

  // The figures the result and its steps share, under the same names.
  const shared = {
    salaryBalance,
    priorNotice,
    earlyEndIndemnity,
    proportionalThirteenth,
    vacationMonths,
    proportionalVacation,
    overdueVacation,
    overdueVacationDouble,
    vacationBonus,
    grossTotal,
    deductionsTotal,
    netTotal,
    total,
    reason,
    serviceYears,
    thirteenthMonths: avos13,
    overdueVacationDays: overdueDays,
    remainingDays: daysLeft,
  }

  return ok({
    ...shared,
    year,
    salary: money(monthly),
    dismissalDate: toIsoDate(dismissal),
    notice,
    priorNoticeEntitledDays: plan.entitled,
    priorNoticeDays: plan.paidDays.toNumber(),
    projectedEndDate: toIsoDate(projectedEnd),
    salaryBalanceDays: balanceDays,
    contractEndDate: contractEnd && reason !== 'termino-contrato' ? toIsoDate(contractEnd) : null,
    earlyLeaveIndemnity,
    thirteenthAdvance,
    priorNoticeDiscount,
    priorNoticeDiscountCapped: priorNoticeDiscount < wantedDiscount,
    inss: taxes.inss,
    irrf: taxes.irrf,
    fgtsBalance,
    fgtsEstimated,
    fgtsWithdrawal,
    fgtsFine,
    fgtsTotal,
    paymentDeadline: toIsoDate(paymentDeadline(dismissal)),
    unemployment: unemploymentEligibility(reason),
    monthsWorked: monthsWorked(admission, dismissal),
    noticeIgnored: plan.ignored,
    lines,
    steps: severanceSteps({
      ...shared,
      salary: money(monthly),
      notice: plan.rule
        ? {
            entitled: plan.entitled,
            paidDays: plan.paidDays.toNumber(),
            worked: notice === 'trabalhado',
            half: halvesNotice(reason),
          }
        : null,
      balanceDays,
      halfThirteenthAndVacation: half,
      taxes,
      deductions: deductions.map((d) => ({ id: d.id, wanted: d.wanted, amount: d.amount })),
      fgts: fgts
        ? {
            balance: fgtsBalance,
            estimatedMonths: fgtsEstimated ? serviceMonths : null,
            withdrawal: fgtsWithdrawal,
            withdrawalShare: fgts.withdrawal,
            withdrawalRule: fgts.withdrawalRule,
            fine: fgtsFine,
            fineShare: fgts.fine,
            fineRule: fgts.fineRule,
          }
        : null,
      table,
    }),
  })
}
