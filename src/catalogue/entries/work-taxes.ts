import type { CatalogueEntry } from '../catalogue-entry.ts'

/** The calculators of the "trabalho-impostos" category, in the order `catalogue.ts` sets. */
export const workTaxesEntries = [
  {
    id: 'labor',
    name: 'Calculadora Trabalhista',
    shortName: 'Trabalhista',
    color: 'amber',
    description: 'Calcule a rescisão do contrato de trabalho (CLT) e o valor das horas extras.',
    category: 'trabalho-impostos',
    route: '/calculadora-trabalhista',
  },
  {
    id: 'vacation',
    name: 'Calculadora de Férias',
    shortName: 'Férias',
    color: 'sky',
    description:
      'Calcule as férias com 1/3, o abono por vender dias, o INSS, o IRRF e o líquido, com a data para receber.',
    category: 'trabalho-impostos',
    route: '/calculadora-ferias',
  },
  {
    id: 'payday',
    name: 'Calculadora do Quinto Dia Útil',
    shortName: 'Quinto dia útil',
    color: 'emerald',
    description:
      'Veja em que dia cai o 5º dia útil do mês, prazo do salário pela CLT, com os feriados pulados e as datas do ano todo.',
    category: 'trabalho-impostos',
    route: '/calculadora-quinto-dia-util',
  },
  {
    id: 'payslip-check',
    name: 'Confira seu Holerite',
    shortName: 'Conferir holerite',
    color: 'emerald',
    description:
      'Confira linha por linha o holerite: horas extras, DSR, INSS, IRRF, vale-transporte, líquido e FGTS, com o que a lei manda pagar.',
    category: 'trabalho-impostos',
    route: '/confira-seu-holerite',
  },
  {
    id: 'severance-check',
    name: 'Confira sua Rescisão',
    shortName: 'Conferir rescisão',
    color: 'amber',
    description:
      'Confira linha por linha o TRCT: saldo, aviso, 13º, férias, 1/3, multa do FGTS, INSS, IRRF, a multa por atraso e o prazo para reclamar.',
    category: 'trabalho-impostos',
    route: '/confira-sua-rescisao',
  },
  {
    id: 'unemployment',
    name: 'Calculadora de Seguro-Desemprego',
    shortName: 'Seguro-desemprego',
    color: 'teal',
    description:
      'Veja se tem direito ao seguro-desemprego, quantas parcelas recebe, o valor de cada uma e o prazo para pedir.',
    category: 'trabalho-impostos',
    route: '/calculadora-seguro-desemprego',
  },
  {
    id: 'salary',
    name: 'Calculadora de Salário Líquido',
    shortName: 'Salário',
    color: 'emerald',
    description:
      'Calcule o salário líquido com INSS e IRRF de 2024 a 2026, com pensão alimentícia, o bruto a partir do líquido, o custo para a empresa, o 13º e o valor da hora.',
    category: 'trabalho-impostos',
    route: '/calculadora-salario',
  },
  {
    id: 'clt-pj',
    name: 'Calculadora CLT × PJ',
    shortName: 'CLT × PJ',
    color: 'teal',
    description:
      'Compare quanto sobra no bolso como CLT (com 13º, férias e FGTS) e como PJ no Simples Nacional, por mês e por ano.',
    category: 'trabalho-impostos',
    route: '/calculadora-clt-pj',
  },
  {
    id: 'income-tax',
    name: 'Calculadora de Imposto de Renda',
    shortName: 'Imposto de renda (IRPF)',
    color: 'rose',
    description:
      'Simule a declaração anual do IRPF: simplificada ou completa, qual paga menos, e quanto você restitui ou paga.',
    category: 'trabalho-impostos',
    route: '/calculadora-imposto-de-renda',
  },
  {
    id: 'tax',
    name: 'Calculadora de Impostos MEI e Simples',
    shortName: 'MEI e Simples',
    color: 'amber',
    description:
      'Calcule o DAS do MEI e o imposto do Simples Nacional pela alíquota efetiva dos Anexos I a V.',
    category: 'trabalho-impostos',
    route: '/calculadora-impostos-mei',
  },
] as const satisfies readonly CatalogueEntry[]
