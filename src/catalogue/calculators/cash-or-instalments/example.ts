import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** À vista × parcelado: R$ 1.800 cash or 12 × R$ 170, money earning 1% a month. */
export const example = {
  path: '/calculadora-a-vista-ou-parcelado',
  query: { avista: 1800, parcela: 170, parcelas: 12, rendimento: 1 },
  figures: { monthlyRate: 1.98, yearlyRate: 26.53, presentValue: 1913.36, saving: 113.36 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.saving),
}
