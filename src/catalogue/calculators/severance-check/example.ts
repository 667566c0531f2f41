import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The labour calculator's rescisão on a TRCT with 30 days of aviso, a 13º of 11/12, paid late
 * (docs/legal/checks.md). */
export const example = {
  path: '/confira-sua-rescisao',
  query: {
    salario: 3000,
    admissao: '2022-03-10',
    demissao: '2026-11-20',
    motivo: 'sem-justa-causa',
    aviso: 'indenizado',
    ano: 2026,
    pagoSaldo: 2000,
    pagoAviso: 3000,
    pago13: 2750,
    pagoFeriasProporcionais: 2500,
    pagoTerco: 833.33,
    dataPagamento: '2026-12-04',
  },
  figures: {
    notice: 4200,
    thirteenth: 3000,
    deadline: '2026-11-30',
    fine: 3000,
    claimDeadline: '2029-01-01',
    balance: 4450,
  },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.balance),
}
