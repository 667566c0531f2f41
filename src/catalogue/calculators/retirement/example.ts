import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-aposentadoria',
  query: {
    idade: 30,
    idadeAposentadoria: 60,
    patrimonio: 10000,
    aporte: 500,
    rentabilidade: 8,
    meta: 1000000,
  },
  /** `inflation`: the expected inflation the form assumes when left empty. */
  figures: { futureValue: 804901.86, monthlyNeeded: 638.51, inflation: 4 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.futureValue),
}
