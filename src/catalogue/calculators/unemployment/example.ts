import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-seguro-desemprego',
  query: {
    s1: 3000,
    s2: 3000,
    s3: 3000,
    meses: 20,
    meses18: 18,
    solicitacao: 1,
    motivo: 'sem-justa-causa',
    demissao: '2026-11-20',
    ano: 2026,
  },
  figures: { installments: 4, installment: 2166.66, total: 8666.64 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
// The filing window of its dismissal date closes: after it, no instalment is shown.
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.total),
  fixedToday: true,
}
