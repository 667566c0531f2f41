import type { Money } from '../core/money.ts'
import { type CalcStep, div, fromStep, moneyFig, percentFig, sub } from '../core/steps.ts'

/**
 * "Como calculamos" of the ROI (docs/como-calculamos.md): the profit (or loss) and the ROI, the
 * figure the card shows in large.
 *
 * ```text
 * Lucro ou prejuízo  retorno − investido
 * ROI                lucro ÷ investido        (%, 2 decimals)
 * ```
 */

export type RoiStepsInput = { invested: Money; returned: Money; profit: Money; roi: number }

export function roiSteps(r: RoiStepsInput): CalcStep[] {
  const invested = moneyFig(r.invested, 'investido')
  const profit: CalcStep = {
    label: 'Lucro ou prejuízo',
    expression: sub(moneyFig(r.returned, 'retorno'), invested),
    result: moneyFig(r.profit),
    source: 'Lucro = valor retornado − valor investido',
  }
  return [
    profit,
    {
      label: 'ROI',
      expression: div(fromStep(profit, 'lucro'), invested),
      result: percentFig(r.roi),
      source: 'ROI = lucro ÷ valor investido × 100',
    },
  ]
}
