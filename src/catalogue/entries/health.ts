import type { CatalogueEntry } from '../catalogue-entry.ts'

/** The calculators of the "saude" category, in the order `catalogue.ts` sets. */
export const healthEntries = [
  {
    id: 'bmi',
    name: 'Calculadora de IMC',
    shortName: 'IMC',
    color: 'rose',
    category: 'saude',
    route: '/calculadora-imc',
  },
  {
    id: 'pregnancy',
    name: 'Calculadora de Gravidez',
    shortName: 'Gravidez',
    color: 'pink',
    category: 'saude',
    route: '/calculadora-gravidez',
  },
  {
    id: 'ovulation',
    name: 'Calculadora de Ovulação',
    shortName: 'Ovulação',
    color: 'pink',
    category: 'saude',
    route: '/calculadora-ovulacao',
  },
] as const satisfies readonly CatalogueEntry[]
