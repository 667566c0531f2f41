import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** docs/legal/fgts.md, "Exemplos": a balance of 16.000,00 whose contract's deposits with interest
 * are 18.500,00; born in June. */
export const example = {
  path: '/calculadora-saque-aniversario',
  query: { saldo: 16000, mesNascimento: 6, depositosContrato: 18500 },
  figures: {
    withdrawal: 3500,
    fine: 7400,
    rescisao: 23400,
    windowStart: '2027-06-01',
    windowEnd: '2027-08-31',
  },
  /** The Annex's own examples. */
  table: { 800: 370, 6400: 1930, 22000: 4000 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.withdrawal),
  fixedToday: true,
}
