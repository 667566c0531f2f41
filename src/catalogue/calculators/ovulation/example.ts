import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { longDate } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-ovulacao',
  query: { dum: '2026-11-05' },
  /** With the form's default cycle and luteal phase. */
  figures: { cycle: 28, luteal: 14, ovulationDate: '2026-11-19' },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: longDate(example.figures.ovulationDate),
  fixedToday: true,
}
