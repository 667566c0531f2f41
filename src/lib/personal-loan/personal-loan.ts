import type { UTCDate } from '@date-fns/utc'

import {
  type AmortizationRow,
  firstAndLast,
  pricePayment,
  priceSchedule,
} from '../core/amortization.ts'
import { priceSteps } from '../core/amortization-steps.ts'
import { type IsoDate, toIsoDate } from '../core/calendar-date.ts'
import type { DateInput, NumberInput } from '../core/check.ts'
import { DateChecker } from '../core/check-date.ts'
import { D, money, type Money, roundTo } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { monthlyToAnnual, toPercent } from '../core/rate.ts'
import { monthlyRateWithSteps, monthsWithSteps } from '../core/rate-steps.ts'
import { type CalcStep, div, moneyFig, percentFig } from '../core/steps.ts'
import { type IofRow, loanIof } from './loan-iof.ts'
import { RELEASE_DATE_LIMITS } from './personal-loan-options.ts'

/**
 * Empréstimo pessoal (/calculadora-emprestimo-pessoal): fixed monthly payments, Tabela Price.
 *
 * ```text
 * i = taxa / 100                          when taxaPeriodo = mes (default)
 * i = (1 + taxa / 100)^(1/12) − 1         when taxaPeriodo = ano (equivalent monthly rate)
 * n = prazo (meses) or prazo · 12 (anos)
 * parcela = valor · i / (1 − (1 + i)^−n)  (i = 0: valor / n)
 * juros totais = Σ parcelas − valor;  % de juros = juros totais / valor · 100
 * ```
 *
 * Conventions: Brazilian lenders quote effective rates, so an annual rate is converted by
 * equivalence, not divided by 12 as the seed did (docs/decisions.md §3), and used with the ten
 * decimals of a percentage its "Como calculamos" step shows (core/rate-steps.ts); payments at the
 * end of each month; the schedule is in shown cents and its last payment absorbs the rounding
 * residue. `steps` explains the result (core/amortization-steps.ts).
 * `monthlyRate` is shown with 4 decimals ("0,9489% ao mês"), `annualRate` with 2.
 *
 * With `iof=sim` the loan carries the IOF of an individual borrower, financed into it, and its CET
 * (loan-iof.ts, docs/legal/loan-iof-cet.md): the instalments are those of the principal F = valor +
 * IOF(F), due monthly from `liberacao` (the release date; today when empty), and the CET is the
 * yearly rate of Res. CMN 4.881/2020. Without `iof` (the formula library's default, and links made
 * before the option existed) the loan is the plain Price table of `valor`, as it always was; the
 * screen starts a new simulation with `iof=sim`.
 *
 * Sources: docs/decisions.md §3 and §4; numpy-financial `pmt`; Banco Central do Brasil, "Calculadora do
 * Cidadão" (financiamento com prestações fixas).
 */

export type PersonalLoanInput = {
  /** Amount borrowed, R$. */
  valor: NumberInput
  /** Interest rate, % per `taxaPeriodo`. */
  taxa: NumberInput
  /** `mes` (default) or `ano`. */
  taxaPeriodo?: string | null | undefined
  /** Term in `unidade`. */
  prazo: NumberInput
  /** `meses` (default) or `anos`. */
  unidade?: string | null | undefined
  /** `sim`: IOF financed into the loan, with the CET; `nao` (default): no IOF. */
  iof?: string | null | undefined
  /** Release date, `YYYY-MM-DD` (IOF days are counted from it); empty: `today`. */
  liberacao?: DateInput
}

export type PersonalLoanField = keyof PersonalLoanInput

/** The IOF of the loan, financed, and its CET. */
export type PersonalLoanIof = {
  /** What the person receives (`valor`). */
  released: Money
  /** The contract's principal: valor + IOF. */
  principal: Money
  iof: Money
  /** CET, % a year (2 decimals); null when it has no answer. */
  cetYearly: number | null
  release: IsoDate
  /** The schedule with each instalment's due date, days and IOF (4 decimals, summed exactly). */
  rows: readonly IofRow[]
  /** Each instalment's daily IOF, R$ to 4 decimals, as the schedule shows it. */
  perInstallment: readonly number[]
  /** The daily part (the sum of `perInstallment`, exact) and the additional 0,38%, R$ to 4 decimals. */
  daily: number
  additional: number
}

export type PersonalLoanResult = {
  monthlyPayment: Money
  /** The last payment, which absorbs the rounding residue. */
  lastPayment: Money
  totalPayment: Money
  totalInterest: Money
  totalMonths: number
  /** Total interest as a % of the amount borrowed (2 decimals). */
  interestPercentage: number
  /** Monthly effective rate, % (4 decimals). */
  monthlyRate: number
  /** Annual effective rate, % (2 decimals). */
  annualRate: number
  schedule: AmortizationRow[]
  /** With `iof=sim`; the figures above are then those of the principal with IOF. */
  iof: PersonalLoanIof | null
  /**
   * "Como calculamos": the term in months and the monthly rate when typed per year, the
   * instalment, the last one when rounding moved it, the totals and the interest as a % of the loan.
   */
  steps: readonly CalcStep[]
}

export const MAX_TERM_MONTHS = 600
/** Highest rate accepted, in % per the chosen period. */
export const MAX_RATE = 1000

export function calculatePersonalLoan(
  input: PersonalLoanInput,
  /** Today, for a loan with IOF and no release date (the library reads no clock). */
  today?: string,
): Outcome<PersonalLoanResult, PersonalLoanField> {
  const c = new DateChecker<PersonalLoanField>()
  const valor = c.number('valor', input.valor, { positive: true })
  const taxa = c.number('taxa', input.taxa, { min: 0, max: MAX_RATE })
  const taxaPeriodo = c.option('taxaPeriodo', input.taxaPeriodo, ['mes', 'ano'], 'mes')
  const unidade = c.option('unidade', input.unidade, ['meses', 'anos'], 'meses')
  const perUnit = unidade === 'anos' ? 12 : 1
  const prazo = c.number('prazo', input.prazo, {
    positive: true,
    integer: true,
    max: MAX_TERM_MONTHS / perUnit,
  })
  const withIof = c.option('iof', input.iof, ['sim', 'nao'], 'nao') === 'sim'
  const emptyDate =
    input.liberacao === null || input.liberacao === undefined || input.liberacao.trim() === ''
  const release = withIof ? c.date('liberacao', emptyDate ? today : input.liberacao) : null
  c.within('liberacao', release, RELEASE_DATE_LIMITS, today)
  if (!c.ok) return c.fail()

  const principal = money(valor)
  if (principal === 0) {
    c.add('valor', 'not-positive')
    return c.fail()
  }
  if (withIof && release)
    return withIofResult(principal, prazo, unidade, taxa, taxaPeriodo, release)
  const term = monthsWithSteps(prazo, unidade)
  const months = term.months
  const used = monthlyRateWithSteps(taxa, taxaPeriodo)
  const rate = used.rate
  const schedule = priceSchedule(principal, rate, months)
  const monthlyPayment = money(pricePayment(new D(principal), rate, months))
  const interestPercentage = roundTo(new D(schedule.totalJuros).div(principal).times(100), 2)
  return {
    ok: true,
    value: {
      monthlyPayment,
      lastPayment: firstAndLast(schedule).last,
      totalPayment: schedule.totalPago,
      totalInterest: schedule.totalJuros,
      totalMonths: months,
      interestPercentage,
      monthlyRate: roundTo(toPercent(rate), 4),
      annualRate: roundTo(toPercent(monthlyToAnnual(rate)), 2),
      schedule: schedule.rows,
      iof: null,
      steps: [
        ...term.steps,
        ...used.steps,
        ...priceSteps(principal, used, schedule, monthlyPayment),
        {
          label: 'Juros em relação ao valor emprestado',
          expression: div(moneyFig(schedule.totalJuros), moneyFig(principal)),
          result: percentFig(interestPercentage),
        },
      ],
    },
  }
}

function withIofResult(
  amount: Money,
  prazo: number,
  unidade: 'meses' | 'anos',
  taxa: number,
  taxaPeriodo: 'mes' | 'ano',
  release: UTCDate,
): Outcome<PersonalLoanResult, PersonalLoanField> {
  const term = monthsWithSteps(prazo, unidade)
  const used = monthlyRateWithSteps(taxa, taxaPeriodo)
  const loan = loanIof(amount, used.rate, term.months, release, true)
  const totalInterest = money(new D(loan.totalPaid).minus(loan.principal))
  const interestPercentage = roundTo(new D(totalInterest).div(loan.principal).times(100), 2)
  return {
    ok: true,
    value: {
      monthlyPayment: loan.installment,
      lastPayment: loan.lastInstallment,
      totalPayment: loan.totalPaid,
      totalInterest,
      totalMonths: term.months,
      interestPercentage,
      monthlyRate: roundTo(toPercent(used.rate), 4),
      annualRate: roundTo(toPercent(monthlyToAnnual(used.rate)), 2),
      schedule: loan.rows.map(({ mes, parcela, juros, amortizacao, saldo }) => ({
        mes,
        parcela,
        juros,
        amortizacao,
        saldo,
      })),
      iof: {
        released: loan.released,
        principal: loan.principal,
        iof: loan.iof,
        cetYearly: loan.cetYearly,
        release: toIsoDate(release),
        rows: loan.rows,
        perInstallment: loan.rows.map((row) => roundTo(row.iof, 4)),
        daily: roundTo(loan.iofDaily, 4),
        additional: roundTo(loan.iofAdditional, 4),
      },
      steps: [...term.steps, ...used.steps, ...loan.steps],
    },
  }
}
