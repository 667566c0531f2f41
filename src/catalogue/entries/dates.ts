import type { CatalogueEntry } from '../catalogue-entry.ts'

/** The calculators of the "datas" category, in the order `catalogue.ts` sets. */
export const datesEntries = [
  {
    id: 'date',
    name: 'Calculadora de Datas',
    shortName: 'Datas',
    color: 'sky',
    category: 'datas',
    route: '/calculadora-datas',
  },
  {
    id: 'countdown',
    name: 'Contador Regressivo',
    shortName: 'Contagem Regressiva',
    color: 'violet',
    category: 'datas',
    route: '/contador-regressivo',
  },
  {
    id: 'age',
    name: 'Calculadora de Idade',
    shortName: 'Idade',
    color: 'amber',
    category: 'datas',
    route: '/calculadora-idade',
  },
] as const satisfies readonly CatalogueEntry[]
