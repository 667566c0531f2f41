import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { decimal } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-imc',
  query: { altura: 175, peso: 70 },
  figures: { bmi: 22.86, category: 'Peso normal' },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: decimal(example.figures.bmi, 2, 2),
}
