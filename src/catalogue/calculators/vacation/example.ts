import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-ferias',
  query: { salario: 4500, ano: 2026 },
  figures: { days: 30, vacationPay: 4500, bonus: 1500, inss: 641.51, irrf: 385.1, net: 4973.39 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.net),
}
