import { Briefcase, Receipt, Wallet } from 'lucide-react'

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
    id: 'salary',
    name: 'Calculadora de Salário Líquido',
    shortName: 'Salário',
    icon: Wallet,
    color: 'emerald',
    description:
      'Calcule o salário líquido com INSS e IRRF de 2024 a 2026, com pensão alimentícia, o bruto a partir do líquido, o custo para a empresa, o 13º e o valor da hora.',
    keywords: [
      'salário líquido',
      'inss',
      'irrf',
      'imposto de renda',
      '13º salário',
      'décimo terceiro',
      'valor da hora',
      'pensão alimentícia',
      'salário bruto',
      'bruto a partir do líquido',
      'custo do funcionário',
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
