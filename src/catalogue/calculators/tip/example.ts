import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-gorjeta',
  query: { conta: 100, pessoas: 3, modo: 'percentual', gorjeta: 10 },
  /** An uneven split: `shares` people pay `share`, the others `rest` (the cents add up). */
  figures: { total: 110, perPerson: 36.67, shares: 2, share: 36.67, rest: 36.66 },
  /** The form's quick buttons. */
  quick: [5, 10, 15, 20],
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.perPerson),
}
