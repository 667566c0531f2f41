import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-salario',
  query: { modo: 'liquido', bruto: 6000, dependentes: 0, ano: 2026 },
  /** `saving`: the IRRF the Lei 15.270/2025 reduction spares against the 2025 rules. */
  figures: { inss: 641.51, irrf: 385.1, saving: 179.75, net: 4973.39 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.net),
}
