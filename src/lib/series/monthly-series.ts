/**
 * The official monthly series the site ships (docs/legal/official-series.md): one module per
 * series in `./data/`, generated from data/series/*.json. Rates are % per month as published
 * (0.52 is 0,52%), keyed by month `AAAA-MM`; every series runs without a hole from `first` to
 * `last`, and a series with no data yet (the CDI) has both null and is not offered.
 */

export type SeriesId = 'ipca' | 'inpc' | 'igpm' | 'selic' | 'cdi' | 'tr' | 'poupanca' | 'taxa-legal'

/** 'AAAA-MM' */
export type YearMonth = string

export type MonthlySeries = {
  id: SeriesId
  /** 'IPCA', 'IGP-M', 'Taxa Legal'… */
  name: string
  /** 'IBGE', 'FGV', 'Banco Central'… */
  publisher: string
  /** Banco Central SGS code. */
  sgs: number
  /** null when the series has no data yet (CDI). */
  first: YearMonth | null
  last: YearMonth | null
  /** % ao mês as published: 0.52 means 0,52%. */
  values: Readonly<Record<YearMonth, number>>
  /**
   * The publisher's number-index by month, where the data ships it (IBGE's for the IPCA and
   * INPC, FGV's for the IGP-M): a span accumulates as índice(fim) ÷ índice(início − 1), the way
   * the publisher computes its own 12-month and yearly figures.
   */
  index?: Readonly<Record<YearMonth, number>>
  sources: readonly string[]
}

/** What a form says of a series before loading it: "Dados do IPCA até julho de 2026, IBGE." */
export type SeriesCoverage = Pick<MonthlySeries, 'name' | 'publisher' | 'last'>

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Whether `text` is a month 'AAAA-MM' (years 1000–9999). */
export function isYearMonth(text: string): text is YearMonth {
  const m = MONTH.exec(text)
  return m !== null && Number(m[1]) >= 1000
}

/** Months since year 0, so two months subtract; the caller has checked the shape. */
function ordinal(month: YearMonth): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
}

function fromOrdinal(n: number): YearMonth {
  const year = Math.floor(n / 12)
  return `${String(year).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`
}

/** `month` moved by `count` months (negative goes back). */
export function addMonths(month: YearMonth, count: number): YearMonth {
  return fromOrdinal(ordinal(month) + count)
}

/** Every month from `from` to `to`, both included; empty when `to` comes before `from`. */
export function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  const start = ordinal(from)
  const length = ordinal(to) - start + 1
  return Array.from({ length: Math.max(0, length) }, (_, i) => fromOrdinal(start + i))
}

/** One month's figure of a series. */
export type MonthValue = { readonly month: YearMonth; readonly rate: number }

export type SeriesRange =
  | { readonly ok: true; readonly months: readonly MonthValue[] }
  | {
      readonly ok: false
      /** The months asked for that the series does not have. */
      readonly missing: readonly YearMonth[]
      /** The series' first and last months, for the message ("dados até julho de 2026"). */
      readonly first: YearMonth | null
      readonly last: YearMonth | null
    }

/**
 * The series' figures for every month from `from` to `to`, both included (the Banco Central's
 * Calculadora do Cidadão convention), or the months it lacks. A missing month is never read as
 * zero: a correction that skipped it would look right and be wrong.
 */
export function seriesRange(series: MonthlySeries, from: YearMonth, to: YearMonth): SeriesRange {
  const months: MonthValue[] = []
  const missing: YearMonth[] = []
  for (const month of monthsBetween(from, to)) {
    const rate = series.values[month]
    if (rate === undefined) missing.push(month)
    else months.push({ month, rate })
  }
  if (missing.length > 0 || months.length === 0) {
    return { ok: false, missing, first: series.first, last: series.last }
  }
  return { ok: true, months }
}

/** The last `count` months of the series, ending at its last month; null when it has fewer. */
export function lastMonths(series: MonthlySeries, count: number): readonly MonthValue[] | null {
  if (series.last === null || count < 1) return null
  const range = seriesRange(series, addMonths(series.last, 1 - count), series.last)
  return range.ok ? range.months : null
}
