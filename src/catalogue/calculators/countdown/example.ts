import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { longDate } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/contador-regressivo',
  query: { data: '2030-01-01', hora: '00:00' },
  figures: { weekday: 'terça-feira' },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: `${example.figures.weekday}, ${longDate(example.query.data)} às ${example.query.hora}`,
}
