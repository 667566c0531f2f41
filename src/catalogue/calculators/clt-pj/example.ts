import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-clt-pj',
  query: { salario: 10000, faturamento: 15000, contador: 300, anexo: 'auto', ano: 2026 },
  /** CLT: a year of net pay, FGTS and 13º; PJ: what a month leaves; the monthly difference. */
  /** `fatorR`: the pró-labore, % of revenue, that keeps services in Anexo III. */
  figures: { cltYearly: 109834.02, pjMonthly: 13338, difference: 4185.16, fatorR: 28 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.difference),
}
