import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/meta-vendas',
  query: { meta: 10000, ticket: 150 },
  figures: { monthly: 67, weekly: 17, daily: 3 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: `${example.figures.monthly} vendas`,
}
