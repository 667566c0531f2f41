import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { fixedPercent } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-roi',
  query: { investido: 1000, retorno: 1500 },
  figures: { profit: 500, roi: 50, classification: 'ROI Excelente' },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: fixedPercent(example.figures.roi),
}
