import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-emprestimo-pessoal',
  query: { valor: 10000, taxa: 12, taxaPeriodo: 'ano', prazo: 1, unidade: 'anos' },
  figures: { months: 12, payment: 885.62, monthlyRate: 0.9489 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.payment),
}
