import { catalogue } from './catalogue.ts'
import { brl, fixedPercent, percent } from './example-text.ts'
import type { CalculatorId } from '@/config/calculator-ids.ts'

import { sampleLinks, workedExamples as x } from './examples.ts'
import { howToLoaders } from './how-to.ts'
import { exampleHref } from './sample-link.ts'

// Where the worked examples are quoted: every "Como usar" figure in money or percent is one of
// its worked example's values, written by the code that writes results (so it matches the
// result card and never breaks across lines: a non-breaking space after `R$`), and every
// sample link is its calculator's example.

const ids = Object.keys(x) as CalculatorId[]

/** Every number anywhere in an example (inputs, figures, the how-to's own examples). */
function numbersOf(data: unknown): number[] {
  if (typeof data === 'number') return [data]
  if (typeof data === 'string') return /^\d+(\.\d+)?$/.test(data) ? [Number(data)] : []
  if (data && typeof data === 'object') return Object.values(data).flatMap(numbersOf)
  return []
}

const MONEY = /R\$\s?[\d.]+(?:,\d+)?/g
const PERCENT = /\d[\d.]*(?:,\d+)?%/g

/** Percentages a how-to names that are no figure: the overtime fields are "a 50%" and "a 100%". */
const LABELS: Partial<Record<CalculatorId, readonly string[]>> = { labor: ['50%', '100%'] }

describe('"Como usar" figures', () => {
  it('every calculator but the history has a worked example', () => {
    const missing = catalogue.map((e) => e.id).filter((id) => id !== 'history' && !(id in x))
    expect(missing).toEqual([])
  })

  it.each(ids)('%s: its sample link is the example', (id) => {
    const example = x[id]
    expect(example && sampleLinks[id]?.href).toBe(
      example && exampleHref(example.path, example.query),
    )
  })

  it.each(ids)('%s: money and percentages come from the worked example', async (id) => {
    const { default: steps } = await howToLoaders[id]()
    const numbers = numbersOf(x[id])
    const money = new Set(numbers.map(brl))
    const percents = new Set([
      ...numbers.flatMap((n) => [percent(n, 4), fixedPercent(n)]),
      ...(LABELS[id] ?? []),
    ])
    const text = steps.join('\n')
    expect(text, id).not.toMatch(/undefined|NaN/)
    for (const [figure] of text.matchAll(MONEY)) expect(money, `${id}: ${figure}`).toContain(figure)
    for (const [figure] of text.matchAll(PERCENT))
      expect(percents, `${id}: ${figure}`).toContain(figure)
  })

  it.each(Object.keys(howToLoaders) as (keyof typeof howToLoaders)[])(
    '%s: no amount or percentage can break across lines',
    async (id) => {
      const { default: steps } = await howToLoaders[id]()
      for (const step of steps) expect(step, id).not.toMatch(/R\$(?!\u00a0\d)|\d\s%/)
    },
  )
})
