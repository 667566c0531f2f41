import { type Money, toCents } from '../core/money.ts'
import {
  add,
  type CalcStep,
  div,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  type StepFigure,
} from '../core/steps.ts'

/**
 * "Como calculamos" of the tip (docs/como-calculamos.md): the tip from its percentage (or its
 * percentage from the amount typed), the total, and, for more than one person, each one's
 * share of the tip and of the total.
 *
 * ```text
 * Gorjeta                conta × gorjeta%              (percentual)
 * Gorjeta em % da conta  gorjeta R$ ÷ conta            (valor, 2 decimals)
 * Total com gorjeta      conta + gorjeta
 * Gorjeta por pessoa     gorjeta ÷ pessoas             (2 or more people, cent rounded up)
 * Total por pessoa       total ÷ pessoas               (the figure shown, rounded up the same way)
 * ```
 *
 * A share is the larger one of the split in whole cents, so it is the quotient rounded up to the
 * cent when the cents do not divide evenly (the note says some pay a cent less). The service
 * charge restaurants add is a tip that belongs to the staff: CLT art. 457 §3º, as worded by
 * Lei 13.419/2017 (docs/como-calculamos.md, "Gorjeta, lucro, desconto e ROI").
 */

export type TipStepsInput = {
  modo: 'percentual' | 'valor'
  billAmount: Money
  /** The percentage the tip was computed with, as typed (percentual). */
  percent: number
  tipAmount: Money
  /** The percentage shown (valor: found from the amounts, 2 decimals). */
  tipPercent: number
  totalAmount: Money
  people: number
  perPerson: Money
  tipPerPerson: Money
}

const SERVICE_CHARGE =
  'Gorjeta = conta × percentual; a taxa de serviço cobrada na conta é gorjeta, destinada aos empregados (CLT art. 457 §3º, Lei 13.419/2017)'

const UNEVEN =
  'Arredondado para cima ao centavo: os centavos não se dividem igualmente, e algumas pessoas pagam um centavo a menos.'

/** A share of `amount` between `people`: exact, or the larger share with its note. */
function shareStep(
  label: string,
  amount: StepFigure,
  people: number,
  share: Money,
  source: string,
): CalcStep {
  const even = toCents(amount.value as Money) % people === 0
  return {
    label,
    expression: div(amount, numberFig(people, 'pessoas')),
    result: moneyFig(share),
    source,
    ...(even ? {} : { rounding: 'up' as const, note: UNEVEN }),
  }
}

export function tipSteps(r: TipStepsInput): CalcStep[] {
  const bill = moneyFig(r.billAmount, 'conta')
  const tip: CalcStep =
    r.modo === 'percentual'
      ? {
          label: 'Gorjeta',
          expression: mul(bill, percentFig(r.percent)),
          result: moneyFig(r.tipAmount),
          source: SERVICE_CHARGE,
        }
      : {
          label: 'Gorjeta em % da conta',
          expression: div(moneyFig(r.tipAmount, 'gorjeta'), bill),
          result: percentFig(r.tipPercent),
          source: 'Percentual = gorjeta ÷ conta',
        }
  // The amount typed in `valor` is a given, not an earlier step's result.
  const tipFigure = r.modo === 'percentual' ? fromStep(tip) : moneyFig(r.tipAmount, 'gorjeta')
  const total: CalcStep = {
    label: 'Total com gorjeta',
    expression: add(bill, tipFigure),
    result: moneyFig(r.totalAmount),
    source: 'Total = conta + gorjeta',
  }
  if (r.people <= 1) return [tip, total]
  return [
    tip,
    total,
    shareStep('Gorjeta por pessoa', tipFigure, r.people, r.tipPerPerson, 'Gorjeta ÷ pessoas'),
    shareStep('Total por pessoa', fromStep(total), r.people, r.perPerson, 'Total ÷ pessoas'),
  ]
}
