import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/**
 * 2026 (docs/legal/profit-sharing.md): PLR 9.000,00 → IRRF 58,92. `second`: 5.000,00 paid earlier
 * in the year, then 6.000,00 → 289,75 on the second payment.
 */
export const example = {
  path: '/calculadora-plr',
  query: { plr: 9000, data: '2026-03-20' },
  figures: { tax: 58.92, net: 8941.08 },
  second: { plr: 6000, plrAnterior: 5000, data: '2026-09-10', tax: 289.75, net: 5710.25 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.net),
}
