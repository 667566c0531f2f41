import { Checker, type NumberInput } from '../core/check.ts'
import { D, type Dec, fitsMoney, money, type Money } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { depositForTarget, futureValue, monthlyToAnnual } from '../core/rate.ts'
import { monthlyRateWithSteps } from '../core/rate-steps.ts'
import type { CompoundInput } from './compound.ts'

/**
 * Juros compostos, meta (`meta` + `resolver`): the monthly deposit, the term or the rate that
 * takes the initial amount and deposits to a goal, with the conventions of the main calculator
 * (monthly compounding, deposits at the end of each month, a yearly rate by equivalence).
 *
 * - `aporte`: the deposit from the annuity formula solved for it, rounded UP to the cent so the
 *   goal is reached (numpy-financial `pmt` with `fv`); zero when the initial amount alone gets
 *   there.
 * - `prazo`: the fewest whole months whose balance reaches the goal (the balance rises month by
 *   month), up to 100 years.
 * - `taxa`: the smallest monthly rate, to 0,0001 percentage point, whose balance reaches the
 *   goal, by bisection (the balance rises with the rate); its yearly equivalent beside it.
 *
 * Amounts are used in cents and a yearly rate's monthly equivalent with the ten decimals the main
 * calculator uses (core/rate-steps.ts), so the plan found, computed again by it, gives the same
 * balance to the cent. A goal out of reach is an error on `meta`: `over-limit` when no term up to
 * 100 years reaches it, `too-small` when no rate up to 1.000% a month does in the period.
 */

export const GOAL_TARGETS = ['aporte', 'prazo', 'taxa'] as const

/** A plan's fields (compound.ts), each optional since `resolver` finds one of them, and the goal. */
export type CompoundGoalInput = Partial<CompoundInput> & {
  meta?: NumberInput
  resolver?: string | null | undefined
}

export type CompoundGoalField = keyof CompoundGoalInput

export type CompoundGoalResult =
  | { solved: 'aporte'; deposit: Money; months: number; finalValue: Money; alreadyThere: boolean }
  | { solved: 'prazo'; months: number; finalValue: Money }
  | { solved: 'taxa'; monthlyRate: number; annualRate: number; months: number; finalValue: Money }

const MAX_MONTHS = 1200
const MAX_RATE = 1000

export function solveCompoundGoal(
  input: CompoundGoalInput,
): Outcome<CompoundGoalResult, CompoundGoalField> {
  const c = new Checker<CompoundGoalField>()
  const target = c.option('resolver', input.resolver, GOAL_TARGETS, 'aporte')
  const meta = c.number('meta', input.meta, { positive: true, max: 1e12 })
  const inicial = c.number('inicial', input.inicial, { min: 0, default: 0 })
  const aporte = target === 'aporte' ? 0 : c.number('aporte', input.aporte, { min: 0, default: 0 })
  const taxaPeriodo = c.option('taxaPeriodo', input.taxaPeriodo, ['mes', 'ano'] as const, 'mes')
  const taxa = target === 'taxa' ? 0 : c.number('taxa', input.taxa, { min: 0, max: MAX_RATE })
  const unidade = c.option('unidade', input.unidade, ['meses', 'anos'] as const, 'meses')
  const perUnit = unidade === 'anos' ? 12 : 1
  const periodo =
    target === 'prazo'
      ? 0
      : c.number('periodo', input.periodo, {
          positive: true,
          integer: true,
          max: MAX_MONTHS / perUnit,
        })
  if (c.ok && target !== 'aporte' && inicial === 0 && aporte === 0) c.add('inicial', 'required')
  if (!c.ok) return c.fail()

  const initial = new D(money(inicial))
  const goal = new D(money(meta))
  const months = periodo * perUnit
  const reaches = (deposit: Dec, rate: Dec, n: number) =>
    futureValue(initial, deposit, rate, n).toDecimalPlaces(2).gte(goal)

  if (target === 'aporte') {
    const rate = monthlyRateWithSteps(taxa, taxaPeriodo).rate
    const exact = depositForTarget(initial, goal, rate, months)
    let deposit = exact.lte(0) ? money(0) : money(exact.toDecimalPlaces(2, D.ROUND_CEIL))
    // The balance shown is rounded to the cent, so a cent less can still show the goal.
    while (deposit > 0 && reaches(new D(deposit).minus('0.01'), rate, months)) {
      deposit = money(new D(deposit).minus('0.01'))
    }
    const finalValue = futureValue(initial, new D(deposit), rate, months)
    if (!fitsMoney(finalValue)) {
      c.add('periodo', 'too-large')
      return c.fail()
    }
    return ok({
      solved: 'aporte',
      deposit,
      months,
      finalValue: money(finalValue),
      alreadyThere: exact.lte(0),
    })
  }

  if (target === 'prazo') {
    const rate = monthlyRateWithSteps(taxa, taxaPeriodo).rate
    const deposit = new D(money(aporte))
    if (!reaches(deposit, rate, MAX_MONTHS)) {
      c.add('meta', 'over-limit')
      return c.fail()
    }
    let lo = 1
    let hi = MAX_MONTHS
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2)
      if (reaches(deposit, rate, mid)) hi = mid
      else lo = mid + 1
    }
    return ok({
      solved: 'prazo',
      months: lo,
      finalValue: money(futureValue(initial, deposit, rate, lo)),
    })
  }

  // taxa: in units of 0,0001% a month.
  const deposit = new D(money(aporte))
  const rateOf = (units: number) => new D(units).div(1_000_000)
  if (!reaches(deposit, rateOf(MAX_RATE * 10_000), months)) {
    c.add('meta', 'too-small')
    return c.fail()
  }
  let lo = 0
  let hi = MAX_RATE * 10_000
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    if (reaches(deposit, rateOf(mid), months)) hi = mid
    else lo = mid + 1
  }
  const rate = rateOf(lo)
  return ok({
    solved: 'taxa',
    monthlyRate: lo / 10_000,
    annualRate: Number(monthlyToAnnual(rate).times(100).toDecimalPlaces(2).toString()),
    months,
    finalValue: money(futureValue(initial, deposit, rate, months)),
  })
}
