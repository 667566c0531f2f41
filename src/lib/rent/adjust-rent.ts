import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money, subtractMoney } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { type CalcStep, fromStep, moneyFig, mul } from '../core/steps.ts'
import type { SeriesSet } from '../correction/correct-value.ts'
import { parseMonth, parseTypedRates } from '../series/series-months.ts'
import type { AccumulatedMonth } from '../series/accumulate-years.ts'
import { correctByIndex, indexRange } from '../series/correct-by-index.ts'
import { addMonths, type MonthValue } from '../series/monthly-series.ts'
import { DEFAULT_RENT_INDEX, RENT_INDICES, RENT_MONTHS, type RentIndex } from './rent-options.ts'

/**
 * Reajuste de aluguel (/calculadora-reajuste-aluguel): the new rent is the rent times the index
 * accumulated over the twelve months before `mes`, the month the new rent starts (an adjustment
 * in June 2026 uses June 2025 to May 2026), compounded month by month as in the correção
 * monetária (../series/correct-by-index.ts: the publisher's number-indices where the data has them,
 * so the % is the published 12-month figure), `novo aluguel = aluguel × fator` (half-up to the
 * cent). `de`/`ate` choose the months instead. Lei 10.192/2001 art. 2º §1º: yearly adjustment;
 * Lei 8.245/1991 arts. 17 and 18: the parties choose the index and may agree a new rent.
 *
 * A negative accumulation is shown as computed, with the rent kept beside it: no statute requires
 * a reduction, and most contracts keep the rent unless the clause provides for one. When the last
 * month is not in the shipped data yet (the IPCA of May comes out around 10 June), the error names
 * the last month available; the person may type the missing months' rates (`taxas`) or ask for an
 * estimate by the last 12 months the data has (`estimar=sim`), which the result labels as such.
 * Sources: docs/legal/rent.md.
 */

export type RentInput = {
  aluguel: NumberInput
  /** `AAAA-MM`, the month the new rent starts. */
  mes: string | null | undefined
  indice: string | null | undefined
  /** `AAAA-MM`: the first and last months to accumulate, instead of the twelve before `mes`. */
  de?: string | null | undefined
  ate?: string | null | undefined
  /** Rates typed for months past the data: `2026-08:0,45;2026-09:0,3` (series-months.ts). */
  taxas?: string | null | undefined
  /** `sim`: months past the data replaced by the last 12 months the data has, as an estimate. */
  estimar?: string | null | undefined
}
export type RentField = 'aluguel' | 'mes' | 'indice' | 'de' | 'ate' | 'taxas' | 'estimar'

export type RentResult = {
  aluguel: Money
  /** The month the new rent starts; null when only `de`/`ate` were given. */
  mes: string | null
  indice: RentIndex
  name: string
  publisher: string
  last: string
  de: string
  ate: string
  factor: number
  percent: number
  /** The rent times the factor: lower than the rent when the index fell. */
  adjusted: Money
  /** `adjusted − aluguel`. */
  difference: Money
  /** The index fell over the months: most contracts keep the rent. */
  negative: boolean
  /** The months were chosen (`de`/`ate`), not the twelve before `mes`. */
  custom: boolean
  /** Months whose rate the person typed, past the data. */
  typed: readonly MonthValue[]
  /** The months past the data were replaced by the last 12 the data has: an estimate. */
  estimate: boolean
  months: AccumulatedMonth[]
  steps: CalcStep[]
}

const firstDay = (month: string) => `${month}-01`

/** The months to accumulate, from `de`/`ate` when either is given, else the twelve before `mes`. */
function chooseMonths(
  c: Checker<RentField>,
  input: RentInput,
): { mes: string | null; de: string; ate: string; last: RentField } | null {
  const chosen = Boolean(input.de?.trim() || input.ate?.trim())
  const mes = parseMonth(input.mes)
  if (input.mes?.trim() && mes === null) c.add('mes', 'invalid')
  if (!chosen) {
    if (mes === null) {
      c.add('mes', 'required')
      return null
    }
    return { mes, de: addMonths(mes, -RENT_MONTHS), ate: addMonths(mes, -1), last: 'mes' }
  }
  const de = parseMonth(input.de)
  const ate = parseMonth(input.ate)
  if (de === null) c.add('de', input.de?.trim() ? 'invalid' : 'required')
  if (ate === null) c.add('ate', input.ate?.trim() ? 'invalid' : 'required')
  else if (de !== null && ate < de) c.add('ate', 'date-order', { other: 'de' })
  if (de === null || ate === null) return null
  return { mes, de, ate, last: 'ate' }
}

export function adjustRent(input: RentInput, series: SeriesSet): Outcome<RentResult, RentField> {
  const c = new Checker<RentField>()
  const amount = money(c.number('aluguel', input.aluguel, { positive: true }))
  const indice = c.option('indice', input.indice, RENT_INDICES, DEFAULT_RENT_INDEX)
  const months = chooseMonths(c, input)
  const typed = parseTypedRates(input.taxas)
  if (typed === null) c.add('taxas', 'invalid')
  const data = series[indice]
  if (!c.ok || months === null || !data?.last || typed === null) {
    if (!data?.last) c.add('indice', 'invalid')
    return c.fail()
  }
  let range = indexRange(data, months.de, months.ate, typed)
  // An estimate: the last 12 months the data has stand for the months not out yet.
  const estimate = range.kind === 'after' && input.estimar?.trim() === 'sim'
  if (estimate) {
    months.ate = data.last
    months.de = addMonths(data.last, 1 - RENT_MONTHS)
    range = indexRange(data, months.de, months.ate)
  }
  switch (range.kind) {
    case 'no-data':
      c.add('indice', 'invalid')
      return c.fail()
    case 'after':
      c.add(months.last, 'too-large', { date: firstDay(range.last) })
      return c.fail()
    case 'before':
      c.add(months.last === 'mes' ? 'mes' : 'de', 'too-small', { date: firstDay(range.first) })
      return c.fail()
    case 'ok':
      break
  }
  const acc = correctByIndex(data, months.de, months.ate, { typed: estimate ? {} : typed })
  if (acc === null) return c.fail()
  const adjusted = money(new D(amount).times(acc.factor))
  const final: CalcStep = {
    label: 'Aluguel reajustado',
    expression: mul(moneyFig(amount), fromStep(acc.factorStep, 'fator acumulado')),
    result: moneyFig(adjusted),
    source: 'Aluguel × fator acumulado do índice do contrato (Lei 10.192/2001, art. 2º §1º)',
  }
  return ok({
    aluguel: amount,
    mes: months.mes,
    indice,
    name: data.name,
    publisher: data.publisher,
    last: data.last,
    de: months.de,
    ate: months.ate,
    factor: acc.factor,
    percent: acc.percent,
    adjusted,
    difference: subtractMoney(adjusted, amount),
    negative: acc.factor < 1,
    custom: months.last === 'ate',
    typed: acc.typed,
    estimate,
    months: acc.months,
    steps: [...acc.steps, final],
  })
}
