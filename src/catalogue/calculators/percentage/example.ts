import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { decimal } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-porcentagem',
  query: { modo: 'de', pct: 15, valor: 200 },
  figures: { result: 30 },
  increase: { modo: 'aumento', pct: 10, valor: 100, result: 110 },
  change: { modo: 'variacao', de: 50, para: 75, percent: 50 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: decimal(example.figures.result),
}
