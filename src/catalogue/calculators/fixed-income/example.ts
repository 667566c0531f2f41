import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-renda-fixa',
  query: { valor: 10000, prazo: 2, unidade: 'anos', cdi: 14.9, selic: 15, cdb: 110, lci: 92 },
  /** Applied on the sample's day (`SAMPLE_TODAY`): the CDB's net amount. */
  figures: { cdbNet: 13009.76 },
  /** The how-to's: examples 1 and 2 of docs/legal/fixed-income.md, applied on 05/01/2026. */
  legal: {
    valor: 10000,
    prazo: 1,
    unidade: 'anos',
    cdi: 14.9,
    selic: 14.9,
    cdb: 110,
    lci: 92,
    inicio: '2026-01-05',
    cdbNet: 11344.32,
    lciNet: 11345.8,
  },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.cdbNet),
  fixedToday: true,
}
