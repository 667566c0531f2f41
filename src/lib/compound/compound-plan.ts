import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { monthlyRateWithSteps, onePlus } from '../core/rate-steps.ts'
import { inTodaysMoney } from '../core/real-value.ts'
import { type CalcStep, div, moneyFig, numberFig, percentFig, pow, sub } from '../core/steps.ts'
import {
  calculateCompound,
  type CompoundField,
  type CompoundInput,
  type CompoundResult,
} from './compound.ts'
import {
  type CompoundGoalField,
  type CompoundGoalResult,
  GOAL_TARGETS,
  solveCompoundGoal,
} from './compound-goal.ts'
import { monthTable, type MonthRow } from './compound-months.ts'
import { depositStep } from './compound-plan-steps.ts'

/**
 * Juros compostos, the whole screen: the final value of a plan (compound.ts), or, with `meta` and
 * `resolver=aporte|prazo|taxa`, the deposit, term or rate that reaches the goal
 * (compound-goal.ts), after which the plan found is computed like any other, so its table, chart
 * and steps are the ones a person would get by typing it. With `inflacao` (% a.a.), the final
 * value in today's money: valor final ÷ (1 + inflação)^(meses ÷ 12) (core/real-value.ts).
 *
 * The month-by-month rows are computed only when asked for (`monthly()`), once: a 100-year plan
 * has 1.200 of them, and the main figure must not wait for a table a person may never open.
 *
 * Sources: numpy-financial `fv`, `pmt`, `nper` and `rate` (when='end'); Fisher's relation for
 * the value in today's money.
 */

export type CompoundPlanInput = Omit<CompoundInput, 'taxa' | 'periodo'> & {
  /** Not needed when it is what `resolver` finds. */
  taxa?: NumberInput
  periodo?: NumberInput
  /** The goal, R$; used only with `resolver`. */
  meta?: NumberInput
  /** What to find: `aporte`, `prazo` or `taxa`; empty = the final value. */
  resolver?: string | null | undefined
  /** Expected inflation, % a.a.; empty = no value in today's money. */
  inflacao?: NumberInput
}

export type CompoundPlanField = CompoundField | CompoundGoalField | 'inflacao'

export type CompoundPlanResult = CompoundResult & {
  /** What was found for a goal, or null for a plain plan. */
  goal: (CompoundGoalResult & { meta: Money }) | null
  /** The plan as computed: its initial amount and deposit. */
  initial: Money
  deposit: Money
  /** The final value in today's money and the inflation used, or null without `inflacao`. */
  today: { value: Money; inflation: number } | null
  /** Every month's row, computed on first call. */
  monthly: () => readonly MonthRow[]
}

const MAX_INFLATION = 100

export function calculateCompoundPlan(
  input: CompoundPlanInput,
): Outcome<CompoundPlanResult, CompoundPlanField> {
  const c = new Checker<CompoundPlanField>()
  const resolver = c.option('resolver', input.resolver, ['', ...GOAL_TARGETS], '')
  const withInflation = input.inflacao !== null && input.inflacao !== undefined
  const inflacao = withInflation
    ? c.number('inflacao', input.inflacao, { min: 0, max: MAX_INFLATION })
    : 0
  if (!c.ok) return c.fail()

  let plan: CompoundInput = { ...input, taxa: input.taxa, periodo: input.periodo }
  let goal: CompoundPlanResult['goal'] = null
  const goalSteps: CalcStep[] = []
  if (resolver !== '') {
    const found = solveCompoundGoal({ ...input, resolver })
    if (!found.ok) return found
    goal = { ...found.value, meta: money(input.meta ?? 0) }
    plan = planOf(plan, found.value)
    goalSteps.push(...stepsOf(input, goal))
  }
  const outcome = calculateCompound(plan)
  if (!outcome.ok) return outcome
  const r = outcome.value
  // The goal's unknown is found from the months and the monthly rate (their steps come first)
  // and feeds the final value, the last three steps of the plan.
  const growthAt = r.steps.length - 3
  const steps = [...r.steps.slice(0, growthAt), ...goalSteps, ...r.steps.slice(growthAt)]
  let today: CompoundPlanResult['today'] = null
  if (withInflation) {
    const value = money(inTodaysMoney(new D(r.finalValue), inflacao, r.totalMonths))
    today = { value, inflation: inflacao }
    steps.push({
      label: 'Valor final em dinheiro de hoje',
      expression: div(
        moneyFig(r.finalValue),
        pow(onePlus(inflacao), div(numberFig(r.totalMonths, 'meses'), numberFig(12))),
      ),
      result: moneyFig(value),
      source: 'Valor de hoje: valor final ÷ (1 + inflação anual)^(meses ÷ 12)',
    })
  }
  const initial = money(plan.inicial ?? 0)
  const deposit = money(plan.aporte ?? 0)
  const rate = monthlyRateWithSteps(plan.taxa ?? 0, plan.taxaPeriodo === 'ano' ? 'ano' : 'mes')
  let rows: readonly MonthRow[] | undefined
  return {
    ok: true,
    value: {
      ...r,
      steps,
      goal,
      initial,
      deposit,
      today,
      monthly: () => (rows ??= monthTable(initial, deposit, rate.rate, r.totalMonths)),
    },
  }
}

/** The plan a goal's answer makes: the typed inputs with the unknown filled in. */
function planOf(input: CompoundInput, found: CompoundGoalResult): CompoundInput {
  switch (found.solved) {
    case 'aporte':
      return { ...input, aporte: found.deposit }
    case 'prazo':
      return { ...input, periodo: found.months, unidade: 'meses' }
    case 'taxa':
      return { ...input, taxa: found.monthlyRate, taxaPeriodo: 'mes' }
  }
}

/** The steps that find the unknown, before those of the plan it completes. */
function stepsOf(input: CompoundPlanInput, goal: CompoundGoalResult & { meta: Money }): CalcStep[] {
  switch (goal.solved) {
    case 'aporte': {
      const rate = monthlyRateWithSteps(
        input.taxa ?? 0,
        input.taxaPeriodo === 'ano' ? 'ano' : 'mes',
      )
      return [depositStep(money(input.inicial ?? 0), goal.meta, rate, goal.months, goal.deposit)]
    }
    case 'prazo':
      return [
        {
          label: 'Prazo para a meta',
          result: numberFig(goal.months, 'meses'),
          note: 'O primeiro mês em que o saldo alcança a meta, conferido mês a mês.',
        },
      ]
    case 'taxa':
      return [
        {
          label: 'Taxa mensal para a meta',
          result: percentFig(goal.monthlyRate),
          note: 'A menor taxa, com quatro casas decimais, em que o saldo alcança a meta no prazo.',
        },
        {
          label: 'Taxa anual equivalente',
          expression: sub(pow(onePlus(goal.monthlyRate), numberFig(12)), numberFig(1)),
          result: percentFig(goal.annualRate),
          source: 'Taxas equivalentes: (1 + taxa mensal)^12 − 1',
        },
      ]
  }
}
