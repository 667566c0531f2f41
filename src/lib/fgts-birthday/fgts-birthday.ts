import { dayNumber, daysInMonth, type IsoDate, isoFromDay } from '../core/calendar-date.ts'
import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money, minMoney, subtractMoney, sumMoney, ZERO } from '../core/money.ts'
import { type Outcome, ok } from '../core/outcome.ts'
import { add, type CalcStep, fractionFig, moneyFig, mul } from '../core/steps.ts'
import { bankDayOnOrAfter, bankDayOnOrBefore } from '../law/bank-days.ts'
import { BIRTHDAY_ADVANCE_RULES, BIRTHDAY_WITHDRAWAL_TABLE } from '../law/tables/fgts-rules.ts'
import { FGTS_RATES } from '../law/tables/fgts.ts'
import { PROJECTION_YEARS } from './fgts-birthday-options.ts'

/**
 * Saque-aniversário (/calculadora-saque-aniversario), docs/legal/fgts.md:
 *
 * - Yearly withdrawal = saldo × alíquota + parcela adicional of the balance's band (Annex of
 *   Lei 8.036/1990), rounded half-up to the cent; the balance is the sum of all accounts.
 * - Window: from the first bank business day of the birth month to the last bank business day
 *   of the second month after it (art. 20 §24); this year's, or next year's once it has closed.
 * - Projection: the balance after each year's withdrawal, with no new deposits and no interest
 *   (a floor: deposits and JAM only raise it).
 * - Dismissal without cause: saque-rescisão takes the balance and the 40% fine; saque-aniversário
 *   only the fine (art. 20-D §7º), the balance stays. The fine's base is the current contract's
 *   deposits with interest (`depositosContrato`), which withdrawals do not lower; empty, the balance.
 * - Antecipação: the rule in force today (Res. CCFGTS 1.130/2025): up to `maxYears` future
 *   withdrawals, each capped at R$ 500 and refused below R$ 100. The bank pays the instalments
 *   discounted at the typed monthly rate for the months until each birth month: cost = pledged −
 *   received. IOF and fees are not included.
 * - Back to saque-rescisão: on the first day of the 25th month after the request (art. 20-C §1º).
 */

export type FgtsBirthdayField = 'saldo' | 'mesNascimento' | 'depositosContrato' | 'taxa'

export type FgtsBirthdayInput = {
  saldo: NumberInput
  mesNascimento: NumberInput
  depositosContrato?: NumberInput
  /** The bank's rate for the antecipação, % a month. */
  taxa?: NumberInput
  today: IsoDate
}

export type WithdrawalBand = { rate: number; extra: Money }

export type ProjectedYear = { year: number; balance: Money; withdrawal: Money; after: Money }

export type AdvanceInstalment = { year: number; amount: Money; months: number; present: Money }

export type FgtsBirthdayResult = {
  withdrawal: Money
  band: WithdrawalBand
  windowStart: IsoDate
  windowEnd: IsoDate
  years: readonly ProjectedYear[]
  dismissal: { fineBase: Money; fine: Money; rescisao: Money; aniversario: Money; stays: Money }
  advance: {
    source: string
    from: string
    maxYears: number
    instalments: readonly AdvanceInstalment[]
    pledged: Money
    received: Money | null
    cost: Money | null
  }
  switchBackFrom: IsoDate
  steps: readonly CalcStep[]
}

export function withdrawalBand(balance: number): WithdrawalBand {
  const bands = BIRTHDAY_WITHDRAWAL_TABLE.bands
  const band = bands.find((b) => b.upTo === null || balance <= b.upTo) ?? bands[bands.length - 1]
  return { rate: band?.rate ?? 0, extra: money(band?.extra ?? 0) }
}

/** The yearly withdrawal for a balance; never above the balance. */
export function birthdayWithdrawal(balance: Money): Money {
  if (balance <= 0) return ZERO
  const { rate, extra } = withdrawalBand(balance)
  return minMoney(balance, money(new D(balance).times(rate).plus(extra)))
}

const monthStart = (year: number, month: number) => dayNumber(year, month, 1)

function windowOf(year: number, month: number) {
  const endMonth = month + BIRTHDAY_WITHDRAWAL_TABLE.windowMonthsAfter
  const endYear = year + Math.floor((endMonth - 1) / 12)
  const endM = ((endMonth - 1) % 12) + 1
  return {
    start: isoFromDay(bankDayOnOrAfter(monthStart(year, month))),
    end: isoFromDay(bankDayOnOrBefore(dayNumber(endYear, endM, daysInMonth(endYear, endM)))),
  }
}

export function calculateFgtsBirthday(
  input: FgtsBirthdayInput,
): Outcome<FgtsBirthdayResult, FgtsBirthdayField> {
  const c = new Checker<FgtsBirthdayField>()
  const saldo = money(c.number('saldo', input.saldo, { min: 0 }))
  const month = c.number('mesNascimento', input.mesNascimento, { integer: true, min: 1, max: 12 })
  const deposits = c.number('depositosContrato', input.depositosContrato, { min: 0, default: -1 })
  const rate = c.number('taxa', input.taxa, { min: 0, max: 100, default: -1 })
  if (!c.ok) return c.fail()

  const todayYear = Number(input.today.slice(0, 4))
  const thisYear = windowOf(todayYear, month)
  const first = input.today > thisYear.end ? todayYear + 1 : todayYear
  const window = first === todayYear ? thisYear : windowOf(first, month)

  const years: ProjectedYear[] = []
  let balance = saldo
  for (let k = 0; k < PROJECTION_YEARS; k++) {
    const withdrawal = birthdayWithdrawal(balance)
    const after = subtractMoney(balance, withdrawal)
    years.push({ year: first + k, balance, withdrawal, after })
    balance = after
  }
  const withdrawal = years[0]?.withdrawal ?? ZERO
  const band = withdrawalBand(saldo)

  const fineBase = deposits < 0 ? saldo : money(deposits)
  const fine = money(new D(fineBase).times(FGTS_RATES.fineDismissal))

  const rule =
    [...BIRTHDAY_ADVANCE_RULES].reverse().find((r) => r.effectiveFrom <= input.today) ??
    BIRTHDAY_ADVANCE_RULES[0]
  // The bank is paid at the start of each birth month: months from today's month to it.
  const todayOrdinal = todayYear * 12 + Number(input.today.slice(5, 7)) - 1
  const monthly = rate < 0 ? null : new D(rate).div(100)
  const instalments: AdvanceInstalment[] = years
    .slice(0, rule.maxYears)
    .map((y) => {
      const amount =
        y.withdrawal < rule.minPerYear ? ZERO : minMoney(money(rule.maxPerYear), y.withdrawal)
      const months = Math.max(0, y.year * 12 + month - 1 - todayOrdinal)
      const present =
        monthly === null ? amount : money(new D(amount).div(monthly.plus(1).pow(months)))
      return { year: y.year, amount, months, present }
    })
    .filter((i) => i.amount > 0)
  const pledged = sumMoney(...instalments.map((i) => i.amount))
  const received = monthly === null ? null : sumMoney(...instalments.map((i) => i.present))
  const cost = received === null ? null : subtractMoney(pledged, received)

  const todayMonth = Number(input.today.slice(5, 7))
  const backOrdinal = todayYear * 12 + todayMonth - 1 + BIRTHDAY_WITHDRAWAL_TABLE.switchBackMonth
  const switchBackFrom = isoFromDay(
    monthStart(Math.floor(backOrdinal / 12), (backOrdinal % 12) + 1),
  )

  const steps: CalcStep[] = [
    {
      label: 'Multa de 40% na dispensa',
      expression: mul(
        moneyFig(fineBase, 'depósitos do contrato'),
        fractionFig(FGTS_RATES.fineDismissal),
      ),
      result: moneyFig(fine),
      source: 'Lei 8.036/1990 art. 18 §1º',
    },
    {
      label: 'Saque-aniversário deste ano',
      expression: add(
        mul(moneyFig(saldo, 'saldo'), fractionFig(band.rate)),
        moneyFig(band.extra, 'parcela adicional'),
      ),
      result: moneyFig(withdrawal),
      source: BIRTHDAY_WITHDRAWAL_TABLE.source,
    },
  ]

  return ok({
    withdrawal,
    band,
    windowStart: window.start,
    windowEnd: window.end,
    years,
    dismissal: {
      fineBase,
      fine,
      rescisao: sumMoney(saldo, fine),
      aniversario: fine,
      stays: saldo,
    },
    advance: {
      source: rule.source,
      from: rule.effectiveFrom,
      maxYears: rule.maxYears,
      instalments,
      pledged,
      received,
      cost,
    },
    switchBackFrom,
    steps,
  })
}
