import { brl } from '../../example-text.ts'
import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'

/** docs/legal/rent.md: a rent of R$ 2.000,00 adjusted in July 2025 by the IGP-M (FGV: 4,39%). */
export const example = {
  path: '/calculadora-reajuste-aluguel',
  query: { aluguel: 2000, mes: '2025-07', indice: 'igpm' },
  figures: { adjusted: 2087.87, percent: 4.39, de: '2024-07', ate: '2025-06' },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.adjusted),
}
