import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/**
 * Multa e juros de atraso: R$ 1.000,00 due 31/12/2024, paid 28/02/2025; IPCA of January and
 * February 2025 (0,16% and 1,31%), Taxa Legal of the same months (docs/legal/late-payment.md).
 */
export const example = {
  path: '/calculadora-multa-juros-atraso',
  query: { valor: 1000, vencimento: '2024-12-31', pagamento: '2025-02-28', multa: 2 },
  figures: {
    days: 59,
    corrected: 1014.72,
    fine: 20,
    interestPercent: 1.491636,
    interest: 15.14,
    total: 1049.86,
  },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.total),
}
