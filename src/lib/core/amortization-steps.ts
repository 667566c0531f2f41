import type { AmortizationRow, Schedule } from './amortization.ts'
import { type Dec, type Money, toCents } from './money.ts'
import { isZeroRate } from './rate.ts'
import { onePlus } from './rate-steps.ts'
import {
  add,
  type CalcStep,
  div,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  pow,
  type StepExpression,
  sub,
} from './steps.ts'

/**
 * "Como calculamos" of an amortization schedule (core/amortization.ts): the steps that give its
 * instalments and totals from the amount, the monthly rate and the term, with the figures of the
 * schedule itself, so they add up to the table and the totals on screen (docs/como-calculamos.md).
 *
 * Sources: Assaf Neto, *Matemática Financeira e suas Aplicações*, "Sistemas de amortização".
 */

/** The monthly rate as the formula used it: a decimal fraction and the same rate in %. */
export type UsedRate = { rate: Dec; percent: number }

export const PRICE_SOURCE = 'Tabela Price: valor × i ÷ (1 − (1 + i)^−n)'
export const SAC_SOURCE = 'SAC: amortização constante, juros sobre o saldo devedor'

/** Consecutive runs of equal instalments: 359 × R$ 3.600,14, then 1 × R$ 3.614,88. */
function runs(rows: readonly AmortizationRow[]): { parcela: Money; count: number }[] {
  const out: { parcela: Money; count: number }[] = []
  for (const row of rows) {
    const previous = out[out.length - 1]
    if (previous && previous.parcela === row.parcela) previous.count++
    else out.push({ parcela: row.parcela, count: 1 })
  }
  return out
}

/** Σ parcelas, written as runs of equal instalments: parcela × 359 + última parcela. */
function totalPaidStep(rows: readonly AmortizationRow[], totalPaid: Money): CalcStep {
  const terms = runs(rows).map(({ parcela, count }, index, all): StepExpression => {
    if (count > 1) return mul(moneyFig(parcela), numberFig(count, 'parcelas'))
    return moneyFig(
      parcela,
      index === all.length - 1 && all.length > 1 ? 'última parcela' : undefined,
    )
  })
  return {
    label: 'Total pago',
    expression: terms.length === 1 ? (terms[0] as StepExpression) : add(...terms),
    result: moneyFig(totalPaid),
    source: 'Soma das parcelas da tabela',
  }
}

/**
 * The last instalment: the whole balance left plus its month's interest. It absorbs the rounding
 * of the instalments before it, so it may differ from them by some cents.
 */
function lastInstalmentSteps(
  rows: readonly AmortizationRow[],
  { percent, rate }: UsedRate,
  balanceBefore?: StepExpression,
): CalcStep[] {
  const last = rows[rows.length - 1] as AmortizationRow
  const before = rows[rows.length - 2] as AmortizationRow
  const steps: CalcStep[] = [
    balanceBefore
      ? {
          label: 'Saldo devedor antes da última parcela',
          expression: balanceBefore,
          result: moneyFig(before.saldo),
        }
      : {
          label: 'Saldo devedor antes da última parcela',
          result: moneyFig(before.saldo),
          note: 'Saldo da penúltima linha da tabela.',
        },
  ]
  if (!isZeroRate(rate)) {
    steps.push({
      label: 'Juros da última parcela',
      expression: mul(moneyFig(before.saldo), percentFig(percent)),
      result: moneyFig(last.juros),
      source: 'Juros do mês = saldo devedor × i',
    })
  }
  steps.push({
    label: 'Última parcela',
    expression: isZeroRate(rate)
      ? moneyFig(before.saldo)
      : add(moneyFig(before.saldo), moneyFig(last.juros)),
    result: moneyFig(last.parcela),
    note: 'A última parcela quita o saldo inteiro, por isso absorve o resíduo dos arredondamentos da parcela.',
  })
  return steps
}

/**
 * Steps of a Tabela Price schedule: the instalment, the last one when rounding moved it, the
 * totals. `fixed` is the rounded instalment of every month but the last.
 */
export function priceSteps(
  principal: Money,
  used: UsedRate,
  schedule: Schedule,
  fixed: Money,
): CalcStep[] {
  const rows = schedule.rows
  const n = rows.length
  const last = rows[n - 1] as AmortizationRow
  const steps: CalcStep[] = [
    isZeroRate(used.rate)
      ? {
          label: 'Parcela (sem juros)',
          expression: div(moneyFig(principal), numberFig(n, 'parcelas')),
          result: moneyFig(fixed),
          source: 'Sem juros: valor ÷ número de parcelas',
        }
      : {
          label: 'Parcela (Tabela Price)',
          expression: div(
            mul(moneyFig(principal), percentFig(used.percent)),
            sub(numberFig(1), pow(onePlus(used.percent), numberFig(-n))),
          ),
          result: moneyFig(fixed),
          source: PRICE_SOURCE,
        },
  ]
  if (n > 1 && last.parcela !== fixed) steps.push(...lastInstalmentSteps(rows, used))
  steps.push(totalPaidStep(rows, schedule.totalPago), {
    label: 'Total de juros',
    expression: sub(moneyFig(schedule.totalPago), moneyFig(principal)),
    result: moneyFig(schedule.totalJuros),
    source: 'Total pago − valor financiado',
  })
  return steps
}

/** Steps of a SAC schedule: the constant amortization, the first and last instalments, totals. */
export function sacSteps(
  principal: Money,
  used: UsedRate,
  schedule: Schedule,
  amortization: Money,
): CalcStep[] {
  const rows = schedule.rows
  const n = rows.length
  const first = rows[0] as AmortizationRow
  const steps: CalcStep[] = [
    {
      label: 'Amortização mensal',
      expression: div(moneyFig(principal), numberFig(n, 'parcelas')),
      result: moneyFig(amortization),
      source: SAC_SOURCE,
    },
  ]
  if (!isZeroRate(used.rate)) {
    steps.push({
      label: 'Juros da primeira parcela',
      expression: mul(moneyFig(principal), percentFig(used.percent)),
      result: moneyFig(first.juros),
      source: 'Juros do mês = saldo devedor × i',
    })
  }
  steps.push({
    label: 'Primeira parcela',
    expression: isZeroRate(used.rate)
      ? moneyFig(amortization)
      : add(moneyFig(amortization), moneyFig(first.juros)),
    result: moneyFig(first.parcela),
    source: 'Parcela = amortização + juros',
  })
  if (n > 1) {
    const before = (rows[n - 2] as AmortizationRow).saldo
    // The balance is the amount less n − 1 amortizations, unless rounding settled it earlier.
    const amortized = mul(moneyFig(amortization), numberFig(n - 1, 'parcelas'))
    const reaches = toCents(principal) - toCents(amortization) * (n - 1) === toCents(before)
    steps.push(
      ...lastInstalmentSteps(rows, used, reaches ? sub(moneyFig(principal), amortized) : undefined),
    )
  }
  steps.push(
    {
      label: 'Total de juros',
      result: moneyFig(schedule.totalJuros),
      note: 'Soma dos juros de todos os meses, cada um sobre o saldo devedor do mês (coluna Juros da tabela).',
    },
    {
      label: 'Total pago',
      expression: add(moneyFig(principal), moneyFig(schedule.totalJuros)),
      result: moneyFig(schedule.totalPago),
      source: 'Valor financiado + total de juros',
    },
  )
  return steps
}
