import { financeExamples } from './worked-examples-finance.ts'
import { generalExamples } from './worked-examples-general.ts'

/**
 * The worked examples the site quotes, each written once: the inputs of a calculator's sample
 * link (the URL contract's parameters, docs/decisions.md §4) and the figures its result shows.
 * The "Como usar" steps (`./how-to/`) interpolate them, the sample links (`./sample-links.ts`)
 * and the tests read them, and worked-examples*.test.ts compute every figure with `src/lib`
 * from the same inputs, so no text can state a figure the calculator does not give.
 *
 * The data is in two files, so a how-to chunk loads only its group's: the finance calculators'
 * (./worked-examples-finance.ts) and the others' (./worked-examples-general.ts).
 */

/** A query's values as the URL writes them (numbers with a dot, dates as yyyy-mm-dd). */
type Query = Readonly<Record<string, string | number>>

/** `path?a=1&b=2`, values written as they are (no encoding: the samples have no reserved signs). */
export function exampleHref(path: string, query: Query): string {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${value}`)
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path
}

export const workedExamples = { ...generalExamples, ...financeExamples }

export type WorkedExampleId = keyof typeof workedExamples
