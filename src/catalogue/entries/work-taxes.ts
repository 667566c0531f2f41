import { Briefcase, BriefcaseBusiness, Receipt, Wallet } from 'lucide-react'

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
    id: 'clt-pj',
    name: 'Calculadora CLT × PJ',
    shortName: 'CLT × PJ',
    icon: BriefcaseBusiness,
    color: 'teal',
    description:
      'Compare quanto sobra no bolso como CLT (com 13º, férias e FGTS) e como PJ no Simples Nacional, por mês e por ano.',
    keywords: [
      'clt',
      'pj',
      'clt x pj',
      'clt ou pj',
      'pessoa jurídica',
      'vale a pena ser pj',
      'simples nacional',
      'fator r',
      'pró-labore',
      'anexo iii',
      'anexo v',
    ],
    category: 'trabalho-impostos',
    route: '/calculadora-clt-pj',
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
