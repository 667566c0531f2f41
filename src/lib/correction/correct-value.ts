import { Checker, type NumberInput } from '../core/check.ts'
import { D, money, type Money } from '../core/money.ts'
import { ok, type Outcome } from '../core/outcome.ts'
import { type CalcStep, fromStep, moneyFig, mul } from '../core/steps.ts'
import type { AccumulatedMonth } from '../series/accumulate-years.ts'
import { correctByIndex, indexRange } from '../series/correct-by-index.ts'
import type { MonthlySeries, MonthValue, SeriesId } from '../series/monthly-series.ts'
import {
  CORRECTION_INDICES,
  type CorrectionIndex,
  DEFAULT_CDI_PERCENT,
  MAX_CDI_PERCENT,
  PRICE_INDICES,
} from './correction-options.ts'
import { parseMonth, parseTypedRates } from '../series/series-months.ts'

/**
 * Correção monetária (/calculadora-correcao-monetaria): a value corrected by an official monthly
 * series from `inicio` to `fim`, both months included, compounded as the Banco Central's
 * Calculadora do Cidadão does: `fator = Π (1 + taxa_m / 100)`, `valor corrigido = valor × fator`
 * (half-up to the cent), `variação = (fator − 1) × 100`. January to December 2024 by the IPCA is
 * the IPCA of 2024 (4,83%). Negative months lower the value: no floor at zero. For the CDI,
 * `percentual` takes that share of each month's rate (a monthly approximation of the daily rule).
 * A price index (IPCA, INPC, IGP-M) is shown beside the others over the same months.
 *
 * The series are an argument (the shipped data in correction.ts, fixtures in tests). A month the
 * data lacks is an error naming the series' first or last month, unless the person typed its rate
 * (`taxas`); it is never read as zero.
 * Sources: docs/legal/correction.md (IBGE, FGV, Banco Central SGS; Calculadora do Cidadão).
 */

export type CorrectionInput = {
  valor: NumberInput
  /** `AAAA-MM`, the first month whose variation counts. */
  inicio: string | null | undefined
  /** `AAAA-MM`, the last month whose variation counts. */
  fim: string | null | undefined
  indice: string | null | undefined
  /** % of the CDI (only for `cdi`); empty is 100. */
  percentual: NumberInput
  /** Rates typed for months past the data: `2026-08:0,45;2026-09:0,3` (series-months.ts). */
  taxas?: string | null | undefined
}
export type CorrectionField = 'valor' | 'inicio' | 'fim' | 'indice' | 'percentual' | 'taxas'

export type SeriesSet = Readonly<Partial<Record<SeriesId, MonthlySeries>>>

/** The same value by another price index over the same months, or the last month it has. */
export type OtherIndex =
  | { index: CorrectionIndex; name: string; corrected: Money; percent: number }
  | { index: CorrectionIndex; name: string; last: string | null }

export type CorrectionMonth = AccumulatedMonth & { value: Money }

export type CorrectionResult = {
  valor: Money
  inicio: string
  fim: string
  indice: CorrectionIndex
  /** The series' name and publisher, and its last month: "dados até …". */
  name: string
  publisher: string
  last: string
  /** `percentual` of the CDI; null for any other index. */
  share: number | null
  factor: number
  percent: number
  /** The Taxa Legal is interest added up (simple), not a correction factor. */
  simple: boolean
  /** Months whose rate the person typed, past the data. */
  typed: readonly MonthValue[]
  corrected: Money
  months: CorrectionMonth[]
  others: OtherIndex[]
  steps: CalcStep[]
}

/** Ends a month range's error where the data stops, as `AAAA-MM-01` (the date a message reads). */
const firstDay = (month: string) => `${month}-01`

export function correctValue(
  input: CorrectionInput,
  series: SeriesSet,
): Outcome<CorrectionResult, CorrectionField> {
  const c = new Checker<CorrectionField>()
  const valor = c.number('valor', input.valor, { positive: true })
  const indice = c.option('indice', input.indice, CORRECTION_INDICES)
  const inicio = parseMonth(input.inicio)
  const fim = parseMonth(input.fim)
  if (inicio === null) c.add('inicio', input.inicio?.trim() ? 'invalid' : 'required')
  if (fim === null) c.add('fim', input.fim?.trim() ? 'invalid' : 'required')
  else if (inicio !== null && fim < inicio) c.add('fim', 'date-order', { other: 'inicio' })
  // The share only means something for the CDI: a hidden field never blocks another index.
  const share =
    indice === 'cdi'
      ? c.number('percentual', input.percentual, {
          positive: true,
          max: MAX_CDI_PERCENT,
          default: DEFAULT_CDI_PERCENT,
        })
      : null
  const typed = parseTypedRates(input.taxas)
  if (typed === null) c.add('taxas', 'invalid')
  const chosen = series[indice]
  if (c.has('indice') || !chosen?.first || !chosen.last) {
    c.add('indice', 'invalid')
    return c.fail()
  }
  if (!c.ok || inicio === null || fim === null) return c.fail()

  const range = indexRange(chosen, inicio, fim, typed ?? {})
  switch (range.kind) {
    case 'no-data':
      c.add('indice', 'invalid')
      return c.fail()
    case 'after':
      c.add('fim', 'too-large', { date: firstDay(range.last) })
      return c.fail()
    case 'before':
      c.add('inicio', 'too-small', { date: firstDay(range.first) })
      return c.fail()
    case 'ok':
      break
  }
  const acc = correctByIndex(chosen, inicio, fim, { share: share ?? 100, typed: typed ?? {} })
  if (acc === null) return c.fail()
  const amount = money(valor)
  const value = (factor: number) => money(new D(amount).times(factor))
  const final: CalcStep = {
    label: 'Valor corrigido',
    expression: mul(moneyFig(amount), fromStep(acc.factorStep, 'fator acumulado')),
    result: moneyFig(value(acc.factor)),
    source: 'Valor × fator acumulado, arredondado ao centavo',
  }
  const others: OtherIndex[] = (PRICE_INDICES as readonly CorrectionIndex[])
    .filter((other) => other !== indice && (PRICE_INDICES as readonly string[]).includes(indice))
    .map((other) => {
      const data = series[other]
      const name = data?.name ?? other
      const byOther = data ? correctByIndex(data, inicio, fim) : null
      if (!byOther) return { index: other, name, last: data?.last ?? null }
      return { index: other, name, corrected: value(byOther.factor), percent: byOther.percent }
    })
  return ok({
    valor: amount,
    inicio,
    fim,
    indice,
    name: chosen.name,
    publisher: chosen.publisher,
    last: chosen.last,
    share,
    factor: acc.factor,
    percent: acc.percent,
    simple: acc.method === 'simple',
    typed: acc.typed,
    corrected: value(acc.factor),
    months: acc.months.map((m) => ({ ...m, value: value(m.factor) })),
    others,
    steps: [...acc.steps, final],
  })
}
