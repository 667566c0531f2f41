import { brl } from '../../example-text.ts'
import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'

/** docs/legal/official-series.md: R$ 1.000,00 by the IPCA of 2024 (IBGE: 4,83%). */
export const example = {
  path: '/calculadora-correcao-monetaria',
  query: { valor: 1000, inicio: '2024-01', fim: '2024-12', indice: 'ipca' },
  figures: { corrected: 1048.31, percent: 4.83, factor: 1.048313 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.corrected),
}
