import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { decimal } from '../../example-text.ts'

/** Keypads take no URL inputs: the sample types `keys`. */
export const example = {
  path: '/calculadora-simples',
  query: {},
  keys: ['1', '2', '+', '3', '0', 'Enter'],
  figures: { display: 42 },
  /** % as on a phone: of the first operand with + and −, a fraction with × and alone. */
  percent: { base: 200, pct: 10, plus: 220, minus: 180, times: 20, alone: 50, aloneValue: 0.5 },
  /** Each operation as it is typed, no precedence. */
  chain: { a: 2, b: 3, c: 4, result: 20 },
  /** How many past operations the keypad lists. */
  historySize: 5,
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  keys: example.keys,
  expected: decimal(example.figures.display),
}
