import { bisectDecreasing } from '../core/bisect.ts'
import type { UTCDate } from '@date-fns/utc'

import { priceSchedule, type AmortizationRow } from '../core/amortization.ts'
import { toIsoDate, type IsoDate } from '../core/calendar-date.ts'
import { D, type Dec, money, type Money, subtractMoney, toCents } from '../core/money.ts'
import {
  add,
  type CalcStep,
  div,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  pow,
  sub,
} from '../core/steps.ts'

/**
 * IOF on a personal loan and its CET (docs/legal/loan-iof-cet.md).
 *
 * - IOF for an individual borrower (Decreto 6.306/2007, the RIOF, art. 7º I "b" 2 and §15):
 *   0,0082% a day on each instalment's amortization, for the calendar days from the release to
 *   its due date, at most 365 (art. 7º §1º), plus 0,38% on the principal. The daily part is the
 *   exact sum of the instalments'; each part is shown to 4 decimals and the IOF is the sum of the
 *   shown parts, rounded once to the cent (a bank may differ by centavos).
 * - Financed IOF (the usual offer): the principal F is what the person receives plus the IOF on
 *   F itself, F = L + IOF(F), found by fixed-point iteration in cents; otherwise the IOF is taken
 *   from the amount released.
 * - CET (Res. CMN 4.881/2020 art. 4º): the yearly rate at which the instalments, discounted by
 *   their calendar days over 365, equal the amount released; two decimals.
 * - Instalments: Tabela Price at the monthly rate, due monthly from one month after the release.
 */

export const IOF_DAILY_PERCENT = 0.0082
export const IOF_ADDITIONAL_PERCENT = 0.38
export const IOF_DAY_CAP = 365

export type IofRow = AmortizationRow & { due: IsoDate; days: number; iof: Dec }

export type LoanIof = {
  /** What the person receives. */
  released: Money
  /** The principal of the contract: with financed IOF, the amount asked plus the IOF. */
  principal: Money
  iof: Money
  iofDaily: Dec
  iofAdditional: Dec
  rows: readonly IofRow[]
  installment: Money
  lastInstallment: Money
  totalPaid: Money
  /** CET, % a year, two decimals; null when it cannot be found (nothing released). */
  cetYearly: number | null
  steps: readonly CalcStep[]
}

const DAILY = new D(IOF_DAILY_PERCENT).div(100)
const ADDITIONAL = new D(IOF_ADDITIONAL_PERCENT).div(100)

/**
 * Each due date, monthly from one month after the release, and its calendar days from the
 * release: date-fns `addMonths` (the day clamped to the month's last) and
 * `differenceInCalendarDays` on UTC dates, done on UTC fields because 360 of them through
 * date-fns cost a long schedule milliseconds on a phone (the tests compare both).
 */
export function daysToDue(months: number, release: UTCDate) {
  const [year, month, day] = [release.getUTCFullYear(), release.getUTCMonth(), release.getUTCDate()]
  const start = utcDay(year, month, day)
  return Array.from({ length: months }, (_, k) => {
    const lastDay = new Date(utcDay(year, month + k + 2, 0)).getUTCDate()
    const due = new Date(utcDay(year, month + k + 1, Math.min(day, lastDay)))
    return { due: toIsoDate(due), days: Math.round((due.getTime() - start) / 86_400_000) }
  })
}

/** Midnight UTC of a day, month overflow carried; setUTCFullYear keeps years 0–99 as they are. */
function utcDay(year: number, month: number, day: number): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month, day)
  return date.getTime()
}

/**
 * The daily IOF of a schedule, Σ amortização × 0,0082% × dias. Amortizations are whole cents
 * and days whole numbers, so Σ cents × dias is an exact integer while it stays below 2^53 and the
 * sum is one decimal product; a huge loan past that sums row by row in decimal. Either way the
 * sum is exact, so the financed-IOF rounds need no decimal per row.
 */
function dailyIof(amortizations: readonly Money[], days: readonly { days: number }[]) {
  let weighted = 0
  for (let k = 0; k < amortizations.length; k++) {
    weighted += toCents(amortizations[k] as Money) * capped(days[k]?.days ?? 0)
  }
  if (Number.isSafeInteger(weighted)) return new D(weighted).times(DAILY).div(100)
  return amortizations.reduce(
    (sum: Dec, a, k) => sum.plus(new D(a).times(DAILY).times(capped(days[k]?.days ?? 0))),
    new D(0),
  )
}

const capped = (days: number) => Math.min(days, IOF_DAY_CAP)

function iofOf(principal: Money, rate: Dec, months: number, days: readonly { days: number }[]) {
  const schedule = priceSchedule(principal, rate, months).rows
  const daily = dailyIof(
    schedule.map((row) => row.amortizacao),
    days,
  )
  const additional = new D(principal).times(ADDITIONAL)
  return { schedule, daily, additional, iof: money(shown(daily).plus(shown(additional))) }
}

/**
 * A part of the IOF as the steps show it, R$ to 4 decimals. The IOF is the sum of
 * the two shown parts rounded once to the cent, so the figures a person reads add up
 * (172,3831 + 38,8025 = 211,1856 → R$ 211,19; docs/legal/loan-iof-cet.md); the exact sum could
 * round to the other cent when the parts' fifth decimals carry across a half cent.
 */
const shown = (part: Dec): Dec => part.toDecimalPlaces(4, D.ROUND_HALF_UP)

/** Yearly rate r with Σ payment_j / (1 + r)^(days_j / 365) = released, % to 2 decimals. */
export function cetYearly(
  released: number,
  flows: readonly { amount: number; days: number }[],
): number | null {
  if (released <= 0 || flows.length === 0) return null
  const terms = flows.map((f) => ({ amount: f.amount, years: f.days / 365 }))
  const value = (r: number) => terms.reduce((s, f) => s + f.amount / (1 + r) ** f.years, 0)
  const rate = bisectDecreasing(value, released, -0.99, 1000)
  return rate === null ? null : Math.round(rate * 100 * 100) / 100
}

export function loanIof(
  amount: Money,
  rate: Dec,
  months: number,
  release: UTCDate,
  financed: boolean,
): LoanIof {
  const dueDays = daysToDue(months, release)
  let principal = amount
  let computed = iofOf(principal, rate, months, dueDays)
  if (financed) {
    // F = L + IOF(F): IOF(F) is nearly proportional to F, so a few rounds settle in cents.
    for (let round = 0; round < 20; round++) {
      const next = money(new D(amount).plus(computed.iof))
      if (next === principal) break
      principal = next
      computed = iofOf(principal, rate, months, dueDays)
    }
  }
  const released = financed ? amount : subtractMoney(amount, computed.iof)
  const { daily, additional, iof } = computed
  const rows: IofRow[] = computed.schedule.map((row, k) => {
    const { due, days } = dueDays[k] as { due: IsoDate; days: number }
    return { ...row, due, days, iof: new D(row.amortizacao).times(DAILY).times(capped(days)) }
  })
  const first = rows[0]
  const last = rows[rows.length - 1]
  const installment = first ? first.parcela : money(0)
  const lastInstallment = last ? last.parcela : money(0)
  const totalPaid = money(rows.reduce((s: Dec, r) => s.plus(r.parcela), new D(0)))
  const cet = cetYearly(
    released,
    rows.map((r) => ({ amount: r.parcela, days: r.days })),
  )
  const i = percentFig(Number(rate.times(100).toString()))
  const steps: CalcStep[] = [
    {
      label: 'IOF diário: 0,0082% ao dia sobre cada amortização, até 365 dias',
      result: numberFig(shown(daily).toNumber()),
      source: 'Decreto 6.306/2007, art. 7º, I, "b", 2 e §1º',
      note: 'Cada parcela da tabela mostra o seu IOF: amortização × 0,0082% × dias até o vencimento.',
    },
    {
      label: 'IOF adicional: 0,38% do valor financiado',
      expression: mul(moneyFig(principal), percentFig(IOF_ADDITIONAL_PERCENT)),
      result: numberFig(shown(additional).toNumber()),
      source: 'Decreto 6.306/2007, art. 7º, §15',
    },
    {
      label: 'IOF total',
      expression: add(
        numberFig(shown(daily).toNumber(), undefined, 'diário'),
        numberFig(shown(additional).toNumber(), undefined, 'adicional'),
      ),
      result: moneyFig(iof),
    },
    financed
      ? {
          label: 'Valor financiado: o que você recebe mais o IOF',
          expression: add(moneyFig(amount), moneyFig(iof, 'IOF')),
          result: moneyFig(principal),
        }
      : {
          label: 'Valor liberado: o pedido menos o IOF',
          expression: sub(moneyFig(amount), moneyFig(iof, 'IOF')),
          result: moneyFig(released),
        },
    {
      label: 'Parcela (Tabela Price)',
      expression: div(
        mul(moneyFig(principal), i),
        sub(numberFig(1), pow(add(numberFig(1), i), numberFig(-months))),
      ),
      result: moneyFig(installment),
      source: 'Tabela Price',
    },
  ]
  // A CET past the search's 100.000% a year is not found: the card leaves it out, and so do the
  // steps, rather than show 0% (docs/legal/loan-iof-cet.md).
  if (cet !== null) {
    steps.push({
      label: 'CET ao ano',
      result: percentFig(cet),
      source: 'Resolução CMN 4.881/2020, art. 4º',
      note: 'A taxa que iguala as parcelas, descontadas pelos dias corridos, ao valor liberado.',
    })
  }
  return {
    released,
    principal,
    iof,
    iofDaily: daily,
    iofAdditional: additional,
    rows,
    installment,
    lastInstallment,
    totalPaid,
    cetYearly: cet,
    steps,
  }
}
