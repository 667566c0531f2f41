import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** Rescisão: 4 full years give 42 days of aviso (Lei 12.506/2011); docs/legal/labour.md. */
export const example = {
  path: '/calculadora-trabalhista',
  query: {
    modo: 'rescisao',
    salario: 3000,
    admissao: '2022-03-10',
    demissao: '2026-11-20',
    motivo: 'sem-justa-causa',
    aviso: 'indenizado',
    ano: 2026,
  },
  figures: { noticeDays: 42, netTotal: 12129.04, total: 33241.04 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.netTotal),
}
