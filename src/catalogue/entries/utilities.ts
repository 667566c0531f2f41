import type { CatalogueEntry } from '../catalogue-entry.ts'

/** The calculators of the "utilidades" category, in the order `catalogue.ts` sets. */
export const utilitiesEntries = [
  {
    id: 'simple',
    name: 'Calculadora Simples',
    shortName: 'Simples',
    color: 'slate',
    description:
      'Calculadora básica online com as quatro operações, porcentagem e histórico das últimas contas.',
    category: 'utilidades',
    route: '/calculadora-simples',
  },
  {
    id: 'scientific',
    name: 'Calculadora Científica',
    shortName: 'Científica',
    color: 'indigo',
    description:
      'Calculadora científica online com seno, cosseno, tangente, logaritmos, potências, raiz e fatorial, em graus ou radianos.',
    category: 'utilidades',
    route: '/calculadora-cientifica',
  },
  {
    id: 'percentage',
    name: 'Calculadora de Porcentagem',
    shortName: 'Porcentagem',
    color: 'violet',
    description:
      'Calcule quanto é X% de um valor, aumentos, descontos e a variação percentual entre dois valores.',
    category: 'utilidades',
    route: '/calculadora-porcentagem',
  },
  {
    id: 'converter',
    name: 'Conversor de Unidades',
    shortName: 'Conversor',
    color: 'sky',
    description:
      'Converta comprimento, peso, temperatura, área, volume e velocidade entre as unidades mais usadas.',
    category: 'utilidades',
    route: '/conversor-unidades',
  },
  {
    id: 'fuel',
    name: 'Calculadora de Combustível',
    shortName: 'Combustível',
    color: 'orange',
    description:
      'Calcule o consumo do carro, o custo de uma viagem e se compensa abastecer com etanol ou gasolina.',
    category: 'utilidades',
    route: '/calculadora-combustivel',
  },
  {
    id: 'education',
    name: 'Calculadora Educacional',
    shortName: 'Educacional',
    color: 'indigo',
    description:
      'Calcule médias simples e ponderadas, a nota que falta para passar e a regra de três.',
    category: 'utilidades',
    route: '/calculadora-educacional',
  },
  {
    id: 'discount',
    name: 'Calculadora de Desconto',
    shortName: 'Desconto',
    color: 'lime',
    description:
      'Calcule o preço com desconto, o percentual de desconto ou o valor economizado em uma compra.',
    category: 'utilidades',
    route: '/calculadora-desconto',
  },
  {
    id: 'tip',
    name: 'Calculadora de Gorjeta',
    shortName: 'Gorjeta',
    color: 'lime',
    description: 'Calcule a gorjeta e divida a conta entre as pessoas da mesa.',
    category: 'utilidades',
    route: '/calculadora-gorjeta',
  },
  {
    id: 'history',
    name: 'Histórico de Cálculos',
    shortName: 'Histórico',
    color: 'slate',
    description:
      'Os últimos 20 cálculos feitos neste navegador, para reabrir com os mesmos valores.',
    category: 'utilidades',
  },
] as const satisfies readonly CatalogueEntry[]
