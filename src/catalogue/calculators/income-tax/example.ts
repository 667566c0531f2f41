import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens: E5
 * (AC 2026, the Lei 15.270 reduction in both models; docs/legal/income-tax.md). */
export const example = {
  path: '/calculadora-imposto-de-renda',
  query: { ano: 2026, rendimentos: 75000, inss: 8200, irrf: 2400, dependentes: 1, saude: 3000 },
  figures: { simplified: 4333.73, complete: 4753.08, advantage: 419.35, balance: 1933.73 },
  /** The limits the how-to names (Lei 9.250/1995 art. 8º II "b"; Lei 9.532/1997 art. 11). */
  limits: { educationPerPerson: 3561.5, pgblPercent: 12 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.balance),
}
