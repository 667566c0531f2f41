import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/** Six months of 3.450,00 with no deposit in the extract (docs/legal/fgts.md, "Exemplos"):
 * 8% each month, due on day 20 of the next, 19/06 and 18/09 brought forward from a weekend and
 * 19/11 from a holiday. */
export const example = {
  path: '/confira-seu-fgts',
  query: { salario: 3450, inicio: '2026-05', fim: '2026-10', contrato: 'clt' },
  figures: {
    due: 276,
    months: 6,
    owed: 1656,
    firstDueDate: '2026-06-19',
    lastDueDate: '2026-11-19',
  },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.owed),
  fixedToday: true,
}
