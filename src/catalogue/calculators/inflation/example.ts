import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-inflacao',
  query: { valor: 1000, inflacao: 4.5, anos: 10 },
  figures: { futureValue: 1552.97, purchasingPower: 643.93 },
  /** The real index between two months (docs/legal/official-series.md): the IPCA of 2024. */
  byIndex: {
    query: { valor: 1000, indice: 'ipca', inicio: '2024-01', fim: '2024-12' },
    figures: { correctedValue: 1048.31, totalInflation: 4.83 },
  },
} satisfies WorkedExample & { byIndex: unknown }

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.futureValue),
}
