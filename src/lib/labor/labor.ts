import { addDays } from 'date-fns'

import { toIsoDate } from '../core/calendar-date.ts'
import { D, money, subtractMoney, sumMoney, ZERO, type Money } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { pendingTables, wantedYear } from '../law/tables/pending-tables.ts'
import { tableForPayment } from '../law/tables/table-on.ts'
import { fullYears, monthsWithFraction } from './labor-periods.ts'
import { severanceSteps } from './labor-steps.ts'
import { severanceEarnings } from './severance-earnings.ts'
import {
  fgtsAmounts,
  monthsWorked,
  paymentDeadline,
  unemploymentEligibility,
} from './severance-exit.ts'
import { readSeveranceInput } from './severance-input.ts'
import { halvesNotice, planNotice } from './severance-notice.ts'
import { applyDeductions, deducted, severanceTaxes } from './severance-taxes.ts'
import type {
  SeveranceField,
  SeveranceInput,
  SeveranceLineId,
  SeveranceResult,
  SeveranceRule,
} from './severance-types.ts'

/**
 * Labour calculator (/calculadora-trabalhista): rescisão (horas extras are in overtime.ts).
 * Day rate = salary ÷ 30, month = salary (docs/legal/labour.md). The input is read in
 * severance-input.ts, the proventos below are computed in severance-earnings.ts.
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
 *   the motivo gives seguro-desemprego, with the requests whose carência window (Lei 7.998/1990
 *   art. 3º I) the contract's months fill on their own.
 */

export function calculateSeverance(
  input: SeveranceInput,
): Outcome<SeveranceResult, SeveranceField> {
  const read = readSeveranceInput(input)
  if (!read.ok) return read
  const terms = read.value
  const { admission, dismissal, reason, notice, advance, fgtsEstimated, contractEnd, year } = terms

  // The IRRF table in force in the month of the dismissal, when the table is that year's.
  const table = tableForPayment(year, toIsoDate(dismissal))
  const monthly = new D(money(terms.salary))
  const serviceYears = fullYears(admission, dismissal)
  const plan = planNotice(reason, notice, serviceYears)
  const projectedEnd = addDays(dismissal, plan.projection)
  const earnings = severanceEarnings(terms, plan, projectedEnd, monthly)
  const { lines, half, balanceDays, daysLeft, earlyIndemnity } = earnings
  const { salaryBalance, proportionalThirteenth, grossTotal } = earnings.shared

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
    : money(terms.fgtsTyped)
  // The app's balance lacks what the rescisão itself deposits (saldo, 13º, aviso indenizado), which
  // the withdrawal and the 40% include (Lei 8.036/1990 art. 18; Súmula 305 TST). The estimate
  // already counts those months, and the "saldo para fins rescisórios" holds them.
  const depositBase = sumMoney(
    earnings.shared.salaryBalance,
    earnings.shared.proportionalThirteenth,
    notice === 'indenizado' ? earnings.shared.priorNotice : ZERO,
  )
  const fgtsRescissionDeposits =
    !fgtsEstimated && terms.fgtsBase === 'extrato'
      ? money(new D(depositBase).times(table.fgts.deposit))
      : ZERO
  const fgtsBase = sumMoney(fgtsBalance, fgtsRescissionDeposits)
  const {
    plan: fgts,
    withdrawal: fgtsWithdrawal,
    fine: fgtsFine,
    total: fgtsTotal,
    lines: fgtsLines,
  } = fgtsAmounts(reason, table.fgts, fgtsBase)
  lines.push(...fgtsLines)
  const total = sumMoney(netTotal, fgtsTotal)
  const wantedDiscount = plan.discount ? money(monthly) : ZERO

  // The figures the result and its steps share, under the same names.
  const shared = {
    ...earnings.shared,
    deductionsTotal,
    netTotal,
    total,
    reason,
    serviceYears,
    thirteenthMonths: earnings.avos13,
    overdueVacationDays: terms.overdueDays,
    remainingDays: daysLeft,
  }

  return ok({
    ...shared,
    year,
    irrfSource: table.irrf.source,
    pending: pendingTables(table, ['inss'], wantedYear(table, dismissal.getUTCFullYear())),
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
    fgtsRescissionDeposits,
    fgtsBase,
    fgtsWithdrawal,
    fgtsFine,
    fgtsTotal,
    paymentDeadline: toIsoDate(paymentDeadline(dismissal)),
    unemployment: unemploymentEligibility(reason, monthsWorked(admission, dismissal)),
    monthsWorked: monthsWorked(admission, dismissal),
    noticeReplaced: terms.noticeReplaced,
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
            rescissionDeposits: fgtsRescissionDeposits,
            depositBase,
            base: fgtsBase,
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
