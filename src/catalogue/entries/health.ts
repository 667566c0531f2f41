import type { CatalogueEntry } from '../catalogue-entry.ts'

/** The calculators of the "saude" category, in the order `catalogue.ts` sets. */
export const healthEntries = [
  {
    id: 'bmi',
    name: 'Calculadora de IMC',
    shortName: 'IMC',
    color: 'rose',
    description:
      'Calcule o Índice de Massa Corporal (IMC), a classificação e a faixa de peso saudável para a sua altura.',
    category: 'saude',
    route: '/calculadora-imc',
  },
  {
    id: 'pregnancy',
    name: 'Calculadora de Gravidez',
    shortName: 'Gravidez',
    color: 'pink',
    description:
      'Calcule a data provável do parto, as semanas de gestação e o trimestre a partir da última menstruação.',
    category: 'saude',
    route: '/calculadora-gravidez',
  },
  {
    id: 'ovulation',
    name: 'Calculadora de Ovulação',
    shortName: 'Ovulação',
    color: 'pink',
    description: 'Descubra o dia provável da ovulação, o período fértil e a próxima menstruação.',
    category: 'saude',
    route: '/calculadora-ovulacao',
  },
] as const satisfies readonly CatalogueEntry[]
