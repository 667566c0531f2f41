import { Checker, type NumberInput } from '../core/check.ts'
import { D, fitsMoney, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { toPercent } from '../core/rate.ts'
import {
  type CalcStep,
  div,
  fromStep,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  sub,
} from '../core/steps.ts'
import { correctByIndex, indexRange } from '../series/correct-by-index.ts'
import {
  isYearMonth,
  type MonthlySeries,
  type MonthValue,
  type YearMonth,
} from '../series/monthly-series.ts'
import { INFLATION_INDICES, type InflationIndex } from './inflation-options.ts'

/**
 * Inflação by a real index: `valor` corrected by the IPCA, INPC or IGP-M of every month from
 * `inicio` to `fim`, both included (the Banco Central's Calculadora do Cidadão convention,
 * docs/legal/official-series.md):
 *
 * ```text
 * índice = Π (1 + taxa_m / 100), m = inicio … fim       (../series/correct-by-index.ts)
 * valor corrigido = valor × índice
 * poder de compra = valor ÷ índice
 * inflação acumulada = (índice − 1) × 100 %
 * ```
 *
 * The monthly rates are the shipped series' (IBGE, FGV); `fim` empty is the last month with data.
 * The index is the one correção and aluguel use (../series/correct-by-index.ts: the publisher's
 * number-indices where shipped, else each year's factor with ten decimals), so the same months
 * give the same factor on every page, and every step recomputes from the screen. A month the data does
 * not have yet is refused with the last month available; negative months (deflation) lower the
 * value, as at the Banco Central, never floored at zero.
 */

export type InflationIndexInput = {
  valor: NumberInput
  indice: string | null | undefined
  /** `AAAA-MM`. */
  inicio: string | null | undefined
  /** `AAAA-MM`; empty: the last month of the series. */
  fim?: string | null | undefined
}

export type InflationIndexField = 'valor' | 'indice' | 'inicio' | 'fim'

export type InflationIndexResult = {
  index: InflationIndex
  series: Pick<MonthlySeries, 'name' | 'publisher' | 'sgs' | 'last'>
  from: YearMonth
  to: YearMonth
  months: readonly MonthValue[]
  /** The accumulated index, ten decimals. */
  factor: number
  correctedValue: Money
  purchasingPower: Money
  /** % with 2 decimals. */
  totalInflation: number
  inflationImpact: Money
  purchasingPowerLoss: Money
  purchasingPowerLossPercent: number
  steps: readonly CalcStep[]
}

/** The first day of a month, as a field error carries a range's bound. */
const firstDay = (month: YearMonth) => `${month}-01`

export function calculateInflationByIndex(
  input: InflationIndexInput,
  indices: Readonly<Record<InflationIndex, MonthlySeries>>,
): Outcome<InflationIndexResult, InflationIndexField> {
  const c = new Checker<InflationIndexField>()
  const valor = c.number('valor', input.valor, { positive: true })
  const index = INFLATION_INDICES.find((i) => i === input.indice)
  if (!index) c.add('indice', 'invalid')
  const series = index ? indices[index] : undefined
  const inicio = input.inicio?.trim() ?? ''
  const fim = input.fim?.trim() || series?.last || ''
  if (inicio === '') c.add('inicio', 'required')
  else if (!isYearMonth(inicio)) c.add('inicio', 'invalid')
  if (!isYearMonth(fim)) c.add('fim', series?.last === null ? 'too-large' : 'invalid')
  if (!c.ok || !index || !series || series.first === null || series.last === null) {
    return c.fail()
  }

  const range = indexRange(series, inicio, fim)
  if (fim < inicio) c.add('fim', 'date-order', { other: 'inicio' })
  else if (range.kind === 'before') c.add('inicio', 'too-small', { date: firstDay(range.first) })
  else if (range.kind === 'after') {
    c.add(inicio > range.last ? 'inicio' : 'fim', 'too-large', { date: firstDay(range.last) })
  }
  const acc = correctByIndex(series, inicio, fim)
  if (!c.ok || acc === null) return c.fail()

  const indexShown = acc.factor
  const f = new D(indexShown)
  const amount = new D(valor)
  if (!fitsMoney(amount.times(f)) || !fitsMoney(amount.div(f))) {
    c.add('valor', 'too-large')
    return c.fail()
  }
  const original = money(valor)
  const correctedValue = money(amount.times(f))
  const purchasingPower = money(amount.div(f))
  const totalInflation = roundTo(toPercent(f.minus(1)), 2)
  const inflationImpact = subtractMoney(correctedValue, original)
  const purchasingPowerLoss = subtractMoney(original, purchasingPower)
  const purchasingPowerLossPercent = roundTo(toPercent(new D(1).minus(new D(1).div(f))), 2)

  const factorSteps = acc.steps.filter((step) => step.label !== 'Variação acumulada')
  const steps: CalcStep[] = [
    ...factorSteps,
    {
      label: 'Inflação acumulada',
      expression: sub(fromStep(acc.factorStep, 'índice acumulado'), numberFig(1)),
      result: percentFig(totalInflation),
    },
    {
      label: 'Valor corrigido',
      expression: mul(moneyFig(original), numberFig(indexShown)),
      result: moneyFig(correctedValue),
      source: 'Valor corrigido = valor × índice acumulado',
    },
    {
      label: 'Aumento de preço no período',
      expression: sub(moneyFig(correctedValue), moneyFig(original)),
      result: moneyFig(inflationImpact),
    },
    {
      label: 'Poder de compra no fim do período',
      expression: div(moneyFig(original), numberFig(indexShown)),
      result: moneyFig(purchasingPower),
      source: 'Poder de compra = valor ÷ índice acumulado',
    },
    {
      label: 'Perda de poder de compra',
      expression: sub(moneyFig(original), moneyFig(purchasingPower)),
      result: moneyFig(purchasingPowerLoss),
    },
  ]
  const { name, publisher, sgs, last } = series
  return {
    ok: true,
    value: {
      index,
      series: { name, publisher, sgs, last },
      from: inicio,
      to: fim,
      months: acc.months.map((m): MonthValue => ({ month: m.month, rate: m.rate })),
      factor: indexShown,
      correctedValue,
      purchasingPower,
      totalInflation,
      inflationImpact,
      purchasingPowerLoss,
      purchasingPowerLossPercent,
      steps,
    },
  }
}
