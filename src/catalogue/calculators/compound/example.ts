import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-juros-compostos',
  query: {
    inicial: 1000,
    aporte: 100,
    taxa: 12,
    taxaPeriodo: 'ano',
    periodo: 10,
    unidade: 'anos',
  },
  figures: { finalValue: 25298.85 },
  /** "Quero descobrir" the monthly deposit that reaches a goal (numpy-financial's pmt). */
  goal: {
    resolver: 'aporte',
    meta: 1000000,
    periodo: 30,
    unidade: 'anos',
    taxa: 0.8,
    taxaPeriodo: 'mes',
    deposit: 481.6,
  },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.finalValue),
}
