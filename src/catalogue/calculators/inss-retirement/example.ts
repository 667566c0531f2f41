import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { shortDate } from '../../example-text.ts'

/**
 * A man born 10/03/1966 contributing since 11/04/1985, média 4.800,00, simulated on 20/11/2026
 * (docs/legal/inss-retirement.md, example 1): the pedágio de 50% is met first, the pedágio de
 * 100% pays more today.
 */
export const example = {
  path: '/calculadora-aposentadoria-inss',
  query: {
    sexo: 'm',
    nascimento: '1966-03-10',
    inicio: '1985-04-11',
    media: 4800,
    referencia: '2026-11-20',
  },
  figures: {
    earliest: '2020-06-24',
    earliestValue: 4755.84,
    fator: 0.9908,
    best: '2026-03-10',
    bestValue: 4800,
    points: '2027-09-25',
  },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: shortDate(example.figures.earliest),
}
