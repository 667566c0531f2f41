import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-datas',
  query: { modo: 'diferenca', inicio: '2024-01-01', fim: '2024-12-31' },
  figures: { totalDays: 365 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: `${example.figures.totalDays} dias`,
}
