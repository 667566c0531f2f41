import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** Holerite of April 2026 with INSS at 14% flat, overtime without DSR and the FGTS short
 * (docs/legal/checks.md). */
export const example = {
  path: '/confira-seu-holerite',
  query: {
    salario: 3500,
    mes: '2026-04',
    ano: 2026,
    horas50: 8,
    jornada: 220,
    pagoHoras: 190.91,
    pagoDsr: 0,
    pagoInss: 490,
    pagoIrrf: 0,
    pagoVt: 210,
    pagoFgts: 280,
  },
  figures: { dsr: 47.73, inss: 337.24, inssExcess: 152.76, fgts: 299.09, balance: 219.58 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.balance),
}
