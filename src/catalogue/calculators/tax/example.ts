import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-impostos-mei',
  query: { faturamento: 5000, regime: 'mei', atividade: 'ambos', ano: 2026 },
  figures: { das: 87.05 },
  /** The Simples side of the how-to, with its own inputs (monthly revenue, Anexo III). */
  simples: { faturamento: 30000, anexo: 3, ano: 2026, effectiveRate: 8.6 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.das),
}
