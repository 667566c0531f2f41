import { Checker, largestFitting, type NumberInput } from '../core/check.ts'
import { D, type Dec, fitsMoney, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { fromPercent, toPercent } from '../core/rate.ts'
import { onePlus, stepNumber } from '../core/rate-steps.ts'
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
import { igpm } from '../series/data/igpm.ts'
import { inpc } from '../series/data/inpc.ts'
import { ipca } from '../series/data/ipca.ts'
import type { MonthlySeries } from '../series/monthly-series.ts'
import { calculateInflationByIndex, type InflationIndexInput } from './inflation-index.ts'
import { type InflationIndex, MAX_YEARS } from './inflation-options.ts'

/**
 * Inflação (/calculadora-inflacao): how prices and purchasing power change under a constant
 * annual inflation rate.
 *
 * ```text
 * f = (1 + inflacao / 100)^anos                 accumulated price factor
 * valor futuro = valor · f                     what the same basket will cost
 * poder de compra = valor / f                  what `valor` will buy, in today's money
 * inflação acumulada = (f − 1) · 100 %
 * impacto = valor futuro − valor               extra money needed for the same basket
 * perda de poder de compra = valor − poder de compra,  = (1 − 1/f) · 100 %
 * ```
 *
 * Conventions: the annual rate compounds yearly; `anos` may be fractional (2.5 years uses
 * f = (1 + r)^2.5). Deflation is allowed (a negative rate down to −99%): the impact and the loss
 * are then negative. A figure past R$ 10 trilhões is refused with `anos` too large and the
 * longest whole number of years that fits (or, when not even one year fits, the rate).
 * `steps` ("Como calculamos") shows f with ten decimals, and the figures are computed with that
 * f, so each step recomputes from the screen to the cent (core/rate-steps.ts).
 *
 * Sources: docs/product.md §2 and §3 (Inflation entity); IBGE, IPCA methodology (accumulated index as the
 * product of the period variations).
 */

export type InflationInput = {
  /** Amount today, R$. */
  valor: NumberInput
  /** Inflation, % per year. */
  inflacao: NumberInput
  /** Horizon, years. */
  anos: NumberInput
}

export type InflationField = keyof InflationInput

export type InflationResult = {
  /** Price of the same basket after `anos`. */
  futureValue: Money
  /** What `valor` buys then, in today's money. */
  purchasingPower: Money
  /** Accumulated inflation, % (2 decimals). */
  totalInflation: number
  /** futureValue − valor. */
  inflationImpact: Money
  /** valor − purchasingPower. */
  purchasingPowerLoss: Money
  /** Purchasing power lost, % of `valor` (2 decimals). */
  purchasingPowerLossPercent: number
  /**
   * "Como calculamos": the accumulated index, the accumulated inflation, the future value and the
   * purchasing power, with what each one changes.
   */
  steps: readonly CalcStep[]
}

export const MAX_INFLATION = 1000
export const MIN_INFLATION = -99

/**
 * The accumulated index with the decimals its step shows (core/rate-steps.ts); an index below
 * 0,001 (decades of deep deflation) keeps 15 significant digits instead, not to round to zero.
 */
function stepIndex(index: Dec): number {
  return index.gte('0.001') ? stepNumber(index) : Number(index.toSignificantDigits(15).toString())
}

export function calculateInflation(
  input: InflationInput,
): Outcome<InflationResult, InflationField> {
  const c = new Checker<InflationField>()
  const valor = c.number('valor', input.valor, { positive: true })
  const inflacao = c.number('inflacao', input.inflacao, { min: MIN_INFLATION, max: MAX_INFLATION })
  const anos = c.number('anos', input.anos, { positive: true, max: MAX_YEARS })
  if (!c.ok) return c.fail()

  const base = fromPercent(inflacao).plus(1)
  const factor = (years: number): Dec => base.pow(years)
  const amount = new D(valor)
  // Deflation shrinks the future value and grows the purchasing power: either may overflow.
  const fits = (years: number) =>
    fitsMoney(amount.times(factor(years))) && fitsMoney(amount.div(factor(years)))
  if (!fits(anos)) {
    const limit = largestFitting(1, Math.floor(anos), fits)
    if (limit >= 1) c.add('anos', 'too-large', { limit })
    else c.add('inflacao', inflacao < 0 ? 'too-small' : 'too-large')
    return c.fail()
  }

  // The index as its step shows it, and as the next steps use it.
  const index = stepIndex(factor(anos))
  const f = new D(index)
  const original = money(valor)
  const futureValue = money(new D(original).times(f))
  const purchasingPower = money(new D(original).div(f))
  const totalInflation = roundTo(toPercent(f.minus(1)), 2)
  const inflationImpact = subtractMoney(futureValue, original)
  const purchasingPowerLoss = subtractMoney(original, purchasingPower)
  const purchasingPowerLossPercent = roundTo(toPercent(new D(1).minus(new D(1).div(f))), 2)
  const steps: CalcStep[] = [
    {
      label: 'Índice acumulado',
      expression: pow(onePlus(inflacao), numberFig(anos)),
      result: numberFig(index),
      source: 'Inflação composta: (1 + inflação anual)^anos',
    },
    {
      label: 'Inflação acumulada',
      expression: sub(numberFig(index), numberFig(1)),
      result: percentFig(totalInflation),
    },
    {
      label: 'Valor futuro',
      expression: mul(moneyFig(original), numberFig(index)),
      result: moneyFig(futureValue),
      source: 'Valor corrigido = valor × índice acumulado',
    },
    {
      label: 'Aumento de preço no período',
      expression: sub(moneyFig(futureValue), moneyFig(original)),
      result: moneyFig(inflationImpact),
    },
    {
      label: 'Poder de compra no fim do período',
      expression: div(moneyFig(original), numberFig(index)),
      result: moneyFig(purchasingPower),
      source: 'Poder de compra = valor ÷ índice acumulado',
    },
    {
      label: 'Perda de poder de compra',
      expression: sub(moneyFig(original), moneyFig(purchasingPower)),
      result: moneyFig(purchasingPowerLoss),
    },
    {
      label: 'Perda de poder de compra (%)',
      expression: sub(numberFig(1), div(numberFig(1), numberFig(index))),
      result: percentFig(purchasingPowerLossPercent),
    },
  ]
  return {
    ok: true,
    value: {
      futureValue,
      purchasingPower,
      totalInflation,
      inflationImpact,
      purchasingPowerLoss,
      purchasingPowerLossPercent,
      steps,
    },
  }
}

/** The shipped price indices `indice` corrects by: they load with these formulas, never with
 * the page. */
export const SHIPPED_INDICES: Readonly<Record<InflationIndex, MonthlySeries>> = { ipca, inpc, igpm }

/** Inflação by the real index between two months (inflation-index.ts), on the shipped data. */
export function inflationByIndex(input: InflationIndexInput) {
  return calculateInflationByIndex(input, SHIPPED_INDICES)
}
