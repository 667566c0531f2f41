import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { decimal } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/conversor-unidades',
  query: { cat: 'comprimento', valor: 1, de: 'km', para: 'm' },
  figures: { result: 1000 },
  mile: { cat: 'comprimento', valor: 1, de: 'mi', para: 'km', result: 1.609344 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: decimal(example.figures.result),
}
