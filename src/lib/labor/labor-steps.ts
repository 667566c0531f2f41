import { type Money } from '../core/money.ts'
import {
  type CalcStep,
  add,
  div,
  fromStep,
  min,
  moneyFig,
  mul,
  numberFig,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import { type SeveranceNetStepData, severanceNetSteps } from './severance-net-steps.ts'
import type { SeveranceResult } from './severance-types.ts'

/**
 * "Como calculamos" of the labour screen (docs/como-calculamos.md): each verba of the rescisão
 * with its days or avos, the INSS and IRRF steps shared with the salary, the deductions, the net,
 * the FGTS. Every expression is written in the order labor.ts computes it
 * (the day rate salary ÷ 30 first, then × days), so it rounds to the same cent.
 */

/** The amounts and counts calculateSeverance found, with the tax results behind them. */
export type SeveranceStepData = SeveranceNetStepData &
  Pick<
    SeveranceResult,
    | 'serviceYears'
    | 'salaryBalance'
    | 'priorNotice'
    | 'remainingDays'
    | 'earlyEndIndemnity'
    | 'thirteenthMonths'
    | 'proportionalThirteenth'
    | 'vacationMonths'
    | 'proportionalVacation'
    | 'overdueVacationDays'
    | 'overdueVacation'
    | 'overdueVacationDouble'
    | 'vacationBonus'
  > & {
    /** Aviso: Lei 12.506 days, the days paid, and whether the employee worked the first 30. */
    notice: { entitled: number; paidDays: number; worked: boolean; half: boolean } | null
    balanceDays: number
    /** Culpa recíproca: half of the 13º and férias proporcionais (Súmula 14 TST). */
    halfThirteenthAndVacation: boolean
  }

export function severanceSteps(d: SeveranceStepData): CalcStep[] {
  const steps: CalcStep[] = []
  const push = (step: CalcStep): CalcStep => {
    steps.push(step)
    return step
  }
  const salary = moneyFig(d.salary, 'salário')
  const dayRate = () => div(salary, numberFig(30))
  const halved = (expression: StepExpression) =>
    d.halfThirteenthAndVacation ? div(expression, numberFig(2)) : expression
  const halfSource = d.halfThirteenthAndVacation
    ? '; metade na culpa recíproca (Súmula 14 do TST)'
    : ''
  const verbas: CalcStep[] = []
  const verba = (step: CalcStep, amount: Money): void => {
    if (amount > 0) verbas.push(push(step))
  }

  verba(
    {
      label: 'Saldo de salário',
      expression: mul(dayRate(), numberFig(d.balanceDays, 'dias')),
      result: moneyFig(d.salaryBalance),
      source: 'CLT art. 462; dias trabalhados no mês da saída, mês comercial de 30 dias',
    },
    d.salaryBalance,
  )

  if (d.notice && d.priorNotice > 0) {
    const { entitled, paidDays, worked, half } = d.notice
    const days = push({
      label: 'Dias de aviso prévio',
      expression: min(
        numberFig(90, 'dias'),
        add(numberFig(30, 'dias'), mul(numberFig(3, 'dias'), numberFig(d.serviceYears, 'anos'))),
      ),
      result: numberFig(entitled, 'dias'),
      source: 'Lei 12.506/2011 (30 dias + 3 por ano completo, até 90)',
    })
    let paid = days
    if (worked || half) {
      const beyond = worked ? sub(fromStep(days, 'aviso'), numberFig(30, 'dias')) : null
      paid = push({
        label: 'Dias de aviso pagos',
        expression:
          beyond && half
            ? div(beyond, numberFig(2))
            : (beyond ?? div(fromStep(days, 'aviso'), numberFig(2))),
        result: numberFig(paidDays, 'dias'),
        source: [
          worked ? 'aviso trabalhado: os 30 dias são trabalhados (MTE, Nota Técnica 184/2012)' : '',
          half
            ? d.reason === 'acordo'
              ? 'acordo: metade do aviso indenizado (CLT art. 484-A, I, "a")'
              : 'culpa recíproca: metade do aviso (CLT art. 484; Súmula 14 do TST)'
            : '',
        ]
          .filter(Boolean)
          .join('; '),
      })
    }
    verba(
      {
        label: worked ? 'Aviso prévio proporcional (além dos 30 dias)' : 'Aviso prévio indenizado',
        expression: mul(dayRate(), fromStep(paid, 'dias')),
        result: moneyFig(d.priorNotice),
        source: 'CLT art. 487 §1º; Lei 12.506/2011',
      },
      d.priorNotice,
    )
  }

  verba(
    {
      label: 'Indenização por término antecipado',
      expression: div(mul(dayRate(), numberFig(d.remainingDays, 'dias')), numberFig(2)),
      result: moneyFig(d.earlyEndIndemnity),
      source: 'CLT art. 479 (metade da remuneração dos dias que faltavam para o fim do contrato)',
    },
    d.earlyEndIndemnity,
  )

  verba(
    {
      label: '13º salário proporcional',
      expression: halved(div(mul(salary, numberFig(d.thirteenthMonths, 'avos')), numberFig(12))),
      result: moneyFig(d.proportionalThirteenth),
      source: `Lei 4.090/1962, art. 1º §2º (15 dias ou mais contam como mês)${halfSource}`,
    },
    d.proportionalThirteenth,
  )
  const vacation: CalcStep[] = []
  const vacationVerba = (step: CalcStep, amount: Money) => {
    verba(step, amount)
    if (amount > 0) vacation.push(step)
  }
  vacationVerba(
    {
      label: 'Férias proporcionais',
      expression: halved(div(mul(salary, numberFig(d.vacationMonths, 'avos')), numberFig(12))),
      result: moneyFig(d.proportionalVacation),
      source: `CLT arts. 146 e 147${halfSource}`,
    },
    d.proportionalVacation,
  )
  const overdue: CalcStep = {
    label: 'Férias vencidas',
    expression: mul(dayRate(), numberFig(d.overdueVacationDays, 'dias')),
    result: moneyFig(d.overdueVacation),
    source: 'CLT art. 146, caput',
  }
  vacationVerba(overdue, d.overdueVacation)
  vacationVerba(
    {
      label: 'Dobra das férias vencidas',
      expression: mul(dayRate(), numberFig(d.overdueVacationDays, 'dias')),
      result: moneyFig(d.overdueVacationDouble),
      source: 'CLT art. 137 (férias fora do prazo de concessão são pagas em dobro)',
    },
    d.overdueVacationDouble,
  )
  if (vacation.length > 0) {
    verba(
      {
        label: '1/3 de férias',
        expression: div(
          vacation.length === 1
            ? fromStep(vacation[0] as CalcStep)
            : add(...vacation.map((step) => fromStep(step))),
          numberFig(3),
        ),
        result: moneyFig(d.vacationBonus),
        source: 'CF art. 7º, XVII',
      },
      d.vacationBonus,
    )
  }
  const gross = push({
    label: 'Total de verbas',
    // A contract of a day at a few cents rounds every verba to zero: nothing to add.
    ...(verbas.length > 0 ? { expression: add(...verbas.map((step) => fromStep(step))) } : {}),
    result: moneyFig(d.grossTotal),
    source: 'Soma das verbas',
  })
  steps.push(...severanceNetSteps(d, gross))
  return steps
}
