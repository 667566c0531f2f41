import { Checker, type NumberInput } from '../core/check.ts'
import { D, type Dec, fitsMoney, money, type Money, roundTo, subtractMoney } from '../core/money.ts'
import type { Outcome } from '../core/outcome.ts'
import { toPercent } from '../core/rate.ts'
import { stepNumber } from '../core/rate-steps.ts'
import { type CalcStep, div, moneyFig, mul, numberFig, percentFig, sub } from '../core/steps.ts'
import { productExpression } from '../series/accumulate.ts'
import { compoundMonths, yearsBetween } from '../series/compound.ts'
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
 * índice = Π (1 + taxa_m / 100), m = inicio … fim       (each year's months first, then the years)
 * valor corrigido = valor × índice
 * poder de compra = valor ÷ índice
 * inflação acumulada = (índice − 1) × 100 %
 * ```
 *
 * The monthly rates are the shipped series' (IBGE, FGV); `fim` empty is the last month with data.
 * Each year's factor is shown and used with ten decimals, and the index is their product with ten
 * decimals (core/rate-steps.ts), so every step recomputes from the screen. A month the data does
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

export type YearFactor = { year: string; months: readonly MonthValue[]; factor: number }

export type InflationIndexResult = {
  index: InflationIndex
  series: Pick<MonthlySeries, 'name' | 'publisher' | 'sgs' | 'last'>
  from: YearMonth
  to: YearMonth
  months: readonly MonthValue[]
  years: readonly YearFactor[]
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

  if (inicio < series.first) c.add('inicio', 'too-small', { date: firstDay(series.first) })
  if (inicio > series.last) c.add('inicio', 'too-large', { date: firstDay(series.last) })
  if (fim > series.last) c.add('fim', 'too-large', { date: firstDay(series.last) })
  else if (fim < inicio) c.add('fim', 'date-order', { other: 'inicio' })
  if (!c.ok) return c.fail()
  const years = byYear(series, inicio, fim)
  const months = years.flatMap((y) => y.months)
  // The series has no hole (checked by its tests): a missing month is one outside it.
  if (months.length === 0 || years.some((y) => y.missing)) {
    c.add('fim', 'too-large', { date: firstDay(series.last) })
    return c.fail()
  }

  const factor: Dec = years.reduce((f, y) => f.times(y.factor), new D(1))
  const indexShown = stepNumber(factor)
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

  const source = `${series.name} mês a mês, ${series.publisher} (SGS ${String(series.sgs)})`
  const yearSteps: CalcStep[] = years.map((y) => ({
    label: years.length === 1 ? 'Índice acumulado' : `${series.name} de ${y.year}`,
    expression: productExpression(y.months),
    result: numberFig(y.factor.toNumber()),
    source,
  }))
  const steps: CalcStep[] = [
    ...yearSteps,
    ...(years.length > 1
      ? [
          {
            label: 'Índice acumulado',
            expression: mul(...years.map((y) => numberFig(y.factor.toNumber(), undefined, y.year))),
            result: numberFig(indexShown),
            source: 'Produto dos fatores de cada ano',
          },
        ]
      : []),
    {
      label: 'Inflação acumulada',
      expression: sub(numberFig(indexShown), numberFig(1)),
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
      months,
      years: years.map((y) => ({ year: y.year, months: y.months, factor: y.factor.toNumber() })),
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

/** Each calendar year's months, with its factor to the decimals its step shows. */
function byYear(series: MonthlySeries, from: YearMonth, to: YearMonth) {
  return yearsBetween(from, to).map((year) => {
    const compounded = compoundMonths(series, year.from, year.to)
    return {
      year: year.from.slice(0, 4),
      months: compounded.months.map((m): MonthValue => ({ month: m.month, rate: m.rate })),
      missing: compounded.missing.length > 0,
      factor: new D(stepNumber(compounded.factor)),
    }
  })
}
