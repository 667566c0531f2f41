import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { longDate } from '../../example-text.ts'

/** Quinto dia útil: April 2026 skips Sexta-feira Santa (docs/legal/payday.md). */
export const example = {
  path: '/calculadora-quinto-dia-util',
  query: { mes: '2026-04', sabado: 'sim' },
  figures: { labour: '2026-04-07', banking: '2026-04-08', skippedHoliday: '2026-04-03' },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: longDate(example.figures.labour),
}
