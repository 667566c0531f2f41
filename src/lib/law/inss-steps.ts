import { D, type Money } from '../core/money.ts'
import {
  add,
  type CalcStep,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import type { InssResult } from './inss.ts'
import type { InssTable } from './tables/types.ts'

/**
 * "Como calculamos" of an INSS contribution (docs/como-calculamos.md), shared by the salary, 13º
 * and rescisão: one step per slice the amount reaches, its exact value (the slices are never
 * rounded, inss.ts), then the contribution: the exact sum of the slices, rounded once to the cent.
 * `label` names the contribution ("INSS", "INSS sobre o 13º"); the slices are "<label>, faixa N".
 */
export function inssSteps(
  amount: Money,
  inss: InssResult,
  table: InssTable,
  label = 'INSS',
): CalcStep[] {
  const salary = new D(amount)
  if (!salary.gt(0)) {
    return [{ label, result: moneyFig(inss.contribution), source: table.source }]
  }
  const slices: CalcStep[] = []
  let lower: number | null = null
  for (const [index, { upTo, rate }] of table.brackets.entries()) {
    if (lower !== null && salary.lte(lower)) break
    const reachesTop = salary.gte(upTo)
    const top = reachesTop
      ? moneyFig(upTo as Money, index === table.brackets.length - 1 ? 'teto' : undefined)
      : moneyFig(amount)
    const width: StepExpression = lower === null ? top : sub(top, moneyFig(lower as Money))
    const percent = new D(rate).times(100).toNumber()
    const expression = mul(width, percentFig(percent))
    slices.push({
      label: `${label}, faixa ${index + 1}`,
      expression,
      // The exact value: rounding each slice would not add up to the contribution.
      result: numberFig(
        new D(reachesTop ? upTo : amount)
          .minus(lower ?? 0)
          .times(rate)
          .toNumber(),
      ),
      source: table.source,
    })
    lower = upTo
  }
  const total: CalcStep = {
    label,
    // The slices are listed just above: their exact values need no name here.
    expression: add(...slices.map((slice) => fromStep(slice, ''))),
    result: moneyFig(inss.contribution),
    source: 'EC 103/2019, art. 28 §1º (alíquotas progressivas)',
    note: inss.capped
      ? 'Acima do teto, a contribuição fica na do teto. Soma exata das faixas, arredondada uma vez.'
      : 'Soma exata das faixas, arredondada uma vez ao centavo.',
  }
  return [...slices, total]
}
