import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-idade',
  query: { nascimento: '1990-05-15', ref: '2026-11-22' },
  figures: { years: 36, months: 6, days: 7 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: `${example.figures.years} anos, ${example.figures.months} meses, ${example.figures.days} dias`,
}
