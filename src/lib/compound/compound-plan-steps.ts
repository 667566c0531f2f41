import { D, type Money } from '../core/money.ts'
import { depositForTarget, isZeroRate } from '../core/rate.ts'
import { onePlus, type StepRate } from '../core/rate-steps.ts'
import {
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
 * The step that finds the monthly deposit reaching a goal (numpy-financial `pmt` with `fv`):
 * `(meta − inicial × (1 + i)^n) × i ÷ ((1 + i)^n − 1)`, rounded up to the cent so the deposit
 * reaches the goal. When a cent less already shows the goal (the balance is rounded to the cent
 * too), the deposit is that smaller one and the step says how it was found instead.
 */
export function depositStep(
  initial: Money,
  goal: Money,
  used: StepRate,
  months: number,
  deposit: Money,
): CalcStep {
  const label = 'Aporte mensal para a meta'
  const exact = depositForTarget(new D(initial), new D(goal), used.rate, months)
  if (exact.lte(0)) {
    return {
      label,
      result: moneyFig(deposit),
      note: 'O valor inicial sozinho já alcança a meta, sem aportes.',
    }
  }
  if (!exact.toDecimalPlaces(2, D.ROUND_UP).eq(deposit)) {
    return {
      label,
      result: moneyFig(deposit),
      note: 'O menor aporte, em centavos, cujo saldo final arredondado alcança a meta.',
    }
  }
  const zero = isZeroRate(used.rate)
  let expression
  if (zero) {
    const left = initial === 0 ? moneyFig(goal) : sub(moneyFig(goal), moneyFig(initial))
    expression = div(left, numberFig(months, 'meses'))
  } else {
    const growth = pow(onePlus(used.percent), numberFig(months))
    const left =
      initial === 0 ? moneyFig(goal) : sub(moneyFig(goal), mul(moneyFig(initial), growth))
    expression = div(mul(left, percentFig(used.percent)), sub(growth, numberFig(1)))
  }
  return {
    label,
    expression,
    result: moneyFig(deposit),
    rounding: 'up',
    source: zero
      ? 'Sem juros: (meta − valor inicial) ÷ n'
      : 'Aporte para a meta: (meta − valor inicial × (1 + i)^n) × i ÷ ((1 + i)^n − 1)',
    note: 'Arredondado para cima, para que o aporte alcance a meta.',
  }
}
