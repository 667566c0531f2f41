import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { decimal } from '../../example-text.ts'

/** The worked example the "Como usar" steps quote and the sample link opens. */
export const example = {
  path: '/calculadora-combustivel',
  query: { modo: 'consumo', distancia: 450, litros: 37.5, preco: 5.899 },
  /** With the rules the how-to states: ethanol yields 70% of petrol's km/L and pays off up
   * to 70% of its price. */
  figures: { kmPerLiter: 12, ethanolYield: 70, priceRule: 70 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: `${decimal(example.figures.kmPerLiter)} km/L`,
}
