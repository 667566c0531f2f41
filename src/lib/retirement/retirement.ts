import { growthSteps, type YearRow, yearTable } from '../compound/compound.ts'
import { Checker, largestFitting, type NumberInput } from '../core/check.ts'
import {
  D,
  type Dec,
  fitsMoney,
  money,
  type Money,
  roundTo,
  subtractMoney,
  ZERO,
} from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { depositForTarget, futureValue, isZeroRate, toPercent } from '../core/rate.ts'
import { monthlyRateWithSteps, onePlus } from '../core/rate-steps.ts'
import { inTodaysMoney } from '../core/real-value.ts'
import {
  type CalcStep,
  div,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  pow,
  type StepExpression,
  sub,
} from '../core/steps.ts'

/**
 * Aposentadoria (/calculadora-aposentadoria): what current savings plus a monthly deposit become
 * by the retirement age, and the monthly deposit that reaches a goal.
 *
 * ```text
 * i = (1 + rentabilidade / 100)^(1/12) − 1     (annual effective → equivalent monthly)
 * n = (idadeAposentadoria − idade) · 12
 * acumulado = patrimonio · (1 + i)^n + aporte · ((1 + i)^n − 1) / i
 * aporte necessário = (meta − patrimonio · (1 + i)^n) · i / ((1 + i)^n − 1)     (i = 0: (meta − patrimonio) / n)
 * ```
 *
 * Conventions: ages in whole years; deposits at the end of each month; the seed divided the
 * annual return by 12, we convert it by equivalence (docs/decisions.md §3). `monthlyNeeded` is the whole
 * monthly deposit that reaches `meta` (not the extra on top of `aporte`), rounded up to the
 * cent so that depositing it does reach the goal; it is 0 when there is no goal or the projection already reaches it. `shortfall` is
 * meta − acumulado when positive, else 0. `yearly` has one row per year of age. A projection past
 * R$ 10 trilhões is refused with `idadeAposentadoria` too large and the highest age that fits.
 * Amounts are used in cents and the monthly rate with the ten decimals its "Como calculamos" step
 * shows (`steps`, core/rate-steps.ts); the needed deposit's step says it is rounded up.
 *
 * The accumulated amount is also shown in today's money for an expected inflation (`inflacao`,
 * % a.a., 4 when empty, about the centre of the Banco Central's inflation target):
 * acumulado ÷ (1 + inflação)^anos, so a person reads a million in 30 years against what it buys
 * now. Its step comes right after the interest earned.
 *
 * Sources: docs/decisions.md §3, §4, §7; numpy-financial `fv` and `pmt` (when='end').
 */

export type RetirementInput = {
  /** Current age, whole years. */
  idade: NumberInput
  /** Retirement age, whole years, greater than `idade`. */
  idadeAposentadoria: NumberInput
  /** Current savings, R$ (empty = 0). */
  patrimonio?: NumberInput
  /** Monthly deposit, R$ (empty = 0). */
  aporte?: NumberInput
  /** Expected return, % per year (effective). */
  rentabilidade: NumberInput
  /** Goal, R$ (empty = no goal). */
  meta?: NumberInput
  /** Expected inflation, % a.a. (empty = {@link DEFAULT_INFLATION}). */
  inflacao?: NumberInput
}

export type RetirementField =
  'idade' | 'idadeAposentadoria' | 'patrimonio' | 'aporte' | 'rentabilidade' | 'meta' | 'inflacao'

export type RetirementRow = YearRow & { idade: number }

export type RetirementResult = {
  futureValue: Money
  yearsToRetirement: number
  totalContributed: Money
  interestEarned: Money
  /** Monthly deposit that reaches `meta`; 0 when there is no goal or it is already reached. */
  monthlyNeeded: Money
  /** meta − futureValue when positive, else 0. */
  shortfall: Money
  /** True when there is a goal and the projection reaches it. */
  goalReached: boolean
  /** Monthly effective rate, % (4 decimals). */
  monthlyRate: number
  /** The accumulated amount in today's money, and the yearly inflation used (%). */
  today: { value: Money; inflation: number }
  yearly: RetirementRow[]
  /**
   * "Como calculamos": months, monthly rate, the projection and its totals, and with a goal not
   * reached, what is missing and the deposit that reaches it.
   */
  steps: readonly CalcStep[]
}

export const MAX_AGE = 120
export const MAX_RETURN = 1000
/** Inflation assumed when none is typed, % a.a. */
export const DEFAULT_INFLATION = 4
export const MAX_INFLATION = 100

export function calculateRetirement(
  input: RetirementInput,
): Outcome<RetirementResult, RetirementField> {
  const c = new Checker<RetirementField>()
  const idade = c.number('idade', input.idade, { min: 0, max: MAX_AGE, integer: true })
  const alvo = c.number('idadeAposentadoria', input.idadeAposentadoria, {
    min: 1,
    max: MAX_AGE,
    integer: true,
  })
  const patrimonio = c.number('patrimonio', input.patrimonio, { min: 0, default: 0 })
  const aporte = c.number('aporte', input.aporte, { min: 0, default: 0 })
  const rentabilidade = c.number('rentabilidade', input.rentabilidade, {
    min: 0,
    max: MAX_RETURN,
  })
  const meta = c.number('meta', input.meta, { min: 0, default: 0 })
  const inflacao = c.number('inflacao', input.inflacao, {
    min: 0,
    max: MAX_INFLATION,
    default: DEFAULT_INFLATION,
  })
  if (!c.has('idade') && !c.has('idadeAposentadoria') && alvo <= idade) {
    c.add('idadeAposentadoria', 'too-small', { limit: idade + 1 })
  }
  if (!c.ok) return c.fail()

  // Amounts in cents, as the steps show them and the formula uses them.
  const initialMoney = money(patrimonio)
  const depositMoney = money(aporte)
  const initial = new D(initialMoney)
  const deposit = new D(depositMoney)
  const used = monthlyRateWithSteps(rentabilidade, 'ano')
  const rate = used.rate
  const fits = (age: number) => fitsMoney(futureValue(initial, deposit, rate, (age - idade) * 12))
  if (!fits(alvo)) {
    const limit = largestFitting(idade + 1, alvo - 1, fits)
    if (limit > idade) c.add('idadeAposentadoria', 'too-large', { limit })
    else c.add('rentabilidade', 'too-large')
    return c.fail()
  }

  const years = alvo - idade
  const months = years * 12
  const yearly = yearTable(initial, deposit, rate, months).map((row) => ({
    ...row,
    idade: idade + row.ano,
  }))
  const last = yearly[yearly.length - 1] as RetirementRow
  const goal = money(meta)
  const shortfall = goal > last.saldo ? subtractMoney(goal, last.saldo) : ZERO
  const needed = depositForTarget(initial, new D(goal), rate, months)
  // Rounded up: depositing the amount shown must reach the goal, not fall a cent short.
  const monthlyNeeded = shortfall > 0 ? money(needed.toDecimalPlaces(2, D.ROUND_CEIL)) : ZERO
  const steps: CalcStep[] = [
    {
      label: 'Meses até a aposentadoria',
      expression: mul(sub(numberFig(alvo, 'anos'), numberFig(idade, 'anos')), numberFig(12)),
      result: numberFig(months, 'meses'),
    },
    ...used.steps,
    ...growthSteps(initialMoney, depositMoney, used, months, last, {
      value: 'Patrimônio acumulado',
      contributed: 'Total aportado',
      interest: 'Juros ganhos',
    }),
  ]
  const today = money(inTodaysMoney(new D(last.saldo), inflacao, months))
  steps.push({
    label: 'Patrimônio em dinheiro de hoje',
    expression: div(
      moneyFig(last.saldo),
      pow(onePlus(inflacao), div(numberFig(months, 'meses'), numberFig(12))),
    ),
    result: moneyFig(today),
    source: 'Valor de hoje: acumulado ÷ (1 + inflação anual)^(meses ÷ 12)',
  })
  if (shortfall > 0) {
    steps.push(
      {
        label: 'Falta para a meta',
        expression: sub(moneyFig(goal), moneyFig(last.saldo)),
        result: moneyFig(shortfall),
      },
      {
        label: 'Aporte mensal necessário para a meta',
        expression: neededExpression(initialMoney, goal, used, months),
        result: moneyFig(monthlyNeeded),
        rounding: 'up',
        source: isZeroRate(rate)
          ? 'Sem juros: (meta − valor atual) ÷ n'
          : 'Aporte para a meta: (meta − valor atual × (1 + i)^n) × i ÷ ((1 + i)^n − 1)',
        note: 'Arredondado para cima, para que o aporte alcance a meta.',
      },
    )
  }
  return {
    ok: true,
    value: {
      futureValue: last.saldo,
      yearsToRetirement: years,
      totalContributed: last.aportado,
      interestEarned: last.juros,
      monthlyNeeded,
      shortfall,
      goalReached: goal > 0 && shortfall === 0,
      monthlyRate: roundTo(toPercent(rate), 4),
      today: { value: today, inflation: inflacao },
      yearly,
      steps,
    },
  }
}

/** The deposit that reaches a goal, as core/rate.ts `depositForTarget` computes it. */
function neededExpression(
  initial: Money,
  goal: Money,
  { rate, percent }: { rate: Dec; percent: number },
  months: number,
): StepExpression {
  if (isZeroRate(rate)) {
    const left = initial === 0 ? moneyFig(goal) : sub(moneyFig(goal), moneyFig(initial))
    return div(left, numberFig(months, 'meses'))
  }
  const growth = pow(onePlus(percent), numberFig(months))
  const left = initial === 0 ? moneyFig(goal) : sub(moneyFig(goal), mul(moneyFig(initial), growth))
  return div(mul(left, percentFig(percent)), sub(growth, numberFig(1)))
}
