import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { longDate } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-gravidez',
  query: { dum: '2026-07-05' },
  /** DUM + 280 days (Naegele). */
  figures: { dueDate: '2027-04-11' },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: longDate(example.figures.dueDate),
  fixedToday: true,
}
