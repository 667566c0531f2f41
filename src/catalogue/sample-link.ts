/**
 * The shapes of a calculator's `example.ts` (`src/catalogue/calculators/<id>/`): its worked
 * example, written once, and the sample link built from it. The "Como usar" steps interpolate the
 * example, `example.test.ts` beside it computes every figure with `src/lib` from the same inputs,
 * and the browser suite opens the sample link on every page (e2e/support/sample-links.ts), so no
 * text can state a figure the calculator does not give.
 *
 * Plain data with no Vite-only code: the Playwright suite imports it too.
 */

/** A query's values as the URL writes them (numbers with a dot, dates as yyyy-mm-dd). */
export type Query = Readonly<Record<string, string | number>>

export type WorkedExample = {
  /** The calculator's route. */
  path: `/${string}`
  /** The URL contract's parameters (docs/decisions.md §4). */
  query: Query
  /** What the result shows for them; `example.test.ts` computes each with the library. */
  figures: Readonly<Record<string, unknown>>
  /** Keys typed on the page instead of a query (calculators without URL inputs). */
  keys?: readonly string[]
  /** Further examples the steps quote (a second tab, a legal worked example). */
  [more: string]: unknown
}

export type SampleLink = {
  /** Path and query. */
  href: string
  /** Text the result shows (whitespace normalised: `R$ 1,00` matches Intl's non-breaking space). */
  expected: string
  /** Keys typed on the page instead of a query (calculators without URL inputs). */
  keys?: readonly string[]
  /** Screens whose result depends on today's date get a fixed clock. */
  fixedToday?: boolean
}

/** The day the date-dependent samples were computed for (São Paulo noon). */
export const SAMPLE_TODAY = '2026-11-22T12:00:00-03:00'

/** `path?a=1&b=2`, values written as they are (no encoding: the samples have no reserved signs). */
export function exampleHref(path: string, query: Query): string {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${value}`)
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path
}
