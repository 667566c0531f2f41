import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { decimal } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-cientifica',
  query: {},
  keys: ['2', '^', '1', '0', 'Enter'],
  figures: { result: 1024 },
  sine: { degrees: 30, value: 0.5 },
  square: { value: 5, result: 25 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  keys: example.keys,
  expected: decimal(example.figures.result),
}
