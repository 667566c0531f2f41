import type { CatalogueEntry } from '../catalogue-entry.ts'

/** The calculators of the "datas" category, in the order `catalogue.ts` sets. */
export const datesEntries = [
  {
    id: 'date',
    name: 'Calculadora de Datas',
    shortName: 'Datas',
    color: 'sky',
    description:
      'Calcule a diferença entre datas e some dias úteis descontando fins de semana e feriados nacionais.',
    category: 'datas',
    route: '/calculadora-datas',
  },
  {
    id: 'countdown',
    name: 'Contador Regressivo',
    shortName: 'Contagem Regressiva',
    color: 'violet',
    description:
      'Crie uma contagem regressiva em dias, horas, minutos e segundos até uma data e compartilhe o link.',
    category: 'datas',
    route: '/contador-regressivo',
  },
  {
    id: 'age',
    name: 'Calculadora de Idade',
    shortName: 'Idade',
    color: 'amber',
    description:
      'Calcule a idade exata em anos, meses e dias e quanto falta para o próximo aniversário.',
    category: 'datas',
    route: '/calculadora-idade',
  },
] as const satisfies readonly CatalogueEntry[]
