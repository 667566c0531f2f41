import { Briefcase, LifeBuoy, Receipt, TreePalm, Wallet } from 'lucide-react'

import type { CatalogueEntry } from '../catalogue-entry.ts'

/** The calculators of the "trabalho-impostos" category, in the order `catalogue.ts` sets. */
export const workTaxesEntries = [
  {
    id: 'labor',
    name: 'Calculadora Trabalhista',
    shortName: 'Trabalhista',
    icon: Briefcase,
    color: 'amber',
    description: 'Calcule a rescisão do contrato de trabalho (CLT) e o valor das horas extras.',
    keywords: [
      'rescisão',
      'trabalhista',
      'clt',
      'aviso prévio',
      'férias',
      '13º',
      'fgts',
      'horas extras',
    ],
    category: 'trabalho-impostos',
    route: '/calculadora-trabalhista',
  },
  {
    id: 'vacation',
    name: 'Calculadora de Férias',
    shortName: 'Férias',
    icon: TreePalm,
    color: 'sky',
    description:
      'Calcule as férias com 1/3, o abono por vender dias, o INSS, o IRRF e o líquido, com a data para receber.',
    keywords: [
      'férias',
      '1/3 de férias',
      'terço constitucional',
      'abono pecuniário',
      'vender férias',
      'férias em dobro',
      'adiantamento do 13º',
      'faltas',
    ],
    category: 'trabalho-impostos',
    route: '/calculadora-ferias',
  },
  {
    id: 'unemployment',
    name: 'Calculadora de Seguro-Desemprego',
    shortName: 'Seguro-desemprego',
    icon: LifeBuoy,
    color: 'teal',
    description:
      'Veja se tem direito ao seguro-desemprego, quantas parcelas recebe, o valor de cada uma e o prazo para pedir.',
    keywords: [
      'seguro desemprego',
      'seguro-desemprego',
      'parcelas',
      'valor da parcela',
      'demissão sem justa causa',
      'prazo para pedir',
      'empregada doméstica',
    ],
    category: 'trabalho-impostos',
    route: '/calculadora-seguro-desemprego',
  },
  {
    id: 'salary',
    name: 'Calculadora de Salário Líquido',
    shortName: 'Salário',
    icon: Wallet,
    color: 'emerald',
    description:
      'Calcule o salário líquido com INSS e IRRF das tabelas de 2024 a 2026, o 13º salário e o valor da hora.',
    keywords: [
      'salário líquido',
      'inss',
      'irrf',
      'imposto de renda',
      '13º salário',
      'décimo terceiro',
      'valor da hora',
    ],
    category: 'trabalho-impostos',
    route: '/calculadora-salario',
  },
  {
    id: 'tax',
    name: 'Calculadora de Impostos MEI e Simples',
    shortName: 'MEI e Simples',
    icon: Receipt,
    color: 'amber',
    description:
      'Calcule o DAS do MEI e o imposto do Simples Nacional pela alíquota efetiva dos Anexos I a V.',
    keywords: ['mei', 'das', 'simples nacional', 'impostos', 'alíquota efetiva', 'anexo', 'rbt12'],
    category: 'trabalho-impostos',
    route: '/calculadora-impostos-mei',
  },
] as const satisfies readonly CatalogueEntry[]
