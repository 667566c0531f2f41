import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-educacional',
  query: { modo: 'regra-de-tres', a: 3, b: 15, c: 5 },
  figures: { x: 25 },
  /** The how-to's own rule of three and weighted average. */
  ruleOfThree: { a: 2, b: 10, c: 5, x: 25 },
  averages: { notas: [7, 8.5, 6], pesos: [1, 2, 1], weighted: 7.5 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: `${example.query.a} está para ${example.query.b} assim como ${example.query.c} está para ${example.figures.x}`,
}
