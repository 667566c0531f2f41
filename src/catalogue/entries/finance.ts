import type { CatalogueEntry } from '../catalogue-entry.ts'

/** The calculators of the "financeiro" category, in the order `catalogue.ts` sets. */
export const financeEntries = [
  {
    id: 'profit',
    name: 'Calculadora de Lucro',
    shortName: 'Lucro',
    color: 'emerald',
    description:
      'Descubra o preço de venda a partir do custo e da margem de lucro desejada, com o markup equivalente.',
    category: 'financeiro',
    route: '/calculadora-lucro',
  },
  {
    id: 'compound',
    name: 'Calculadora de Juros Compostos',
    shortName: 'Juros Compostos',
    color: 'emerald',
    description:
      'Simule investimentos com juros compostos e aportes mensais, com a evolução ano a ano.',
    category: 'financeiro',
    route: '/calculadora-juros-compostos',
  },
  {
    id: 'fixed-income',
    name: 'Calculadora de Renda Fixa',
    shortName: 'Renda Fixa',
    color: 'emerald',
    description:
      'Compare CDB, LCI/LCA, Tesouro Selic e poupança lado a lado: imposto de renda, IOF, custódia e o rendimento líquido.',
    category: 'financeiro',
    route: '/calculadora-renda-fixa',
  },
  {
    id: 'installment',
    name: 'Calculadora de Parcelas',
    shortName: 'Parcelas',
    color: 'blue',
    description: 'Calcule o valor da parcela de uma compra parcelada com juros pela Tabela Price.',
    category: 'financeiro',
    route: '/calculadora-parcelas',
  },
  {
    id: 'cash-or-instalments',
    name: 'À Vista ou Parcelado',
    shortName: 'À vista ou parcelado',
    color: 'emerald',
    description:
      'Descubra os juros escondidos no parcelado "sem juros" e se vale mais pagar à vista com desconto ou parcelar.',
    category: 'financeiro',
    route: '/calculadora-a-vista-ou-parcelado',
  },
  {
    id: 'roi',
    name: 'Calculadora de ROI',
    shortName: 'ROI',
    color: 'teal',
    description: 'Calcule o retorno sobre investimento (ROI) e veja se o resultado foi bom.',
    category: 'financeiro',
    route: '/calculadora-roi',
  },
  {
    id: 'financing',
    name: 'Calculadora de Financiamento',
    shortName: 'Financiamento',
    color: 'blue',
    description:
      'Simule financiamentos pela Tabela Price ou pelo SAC, com a tabela de amortização completa.',
    category: 'financeiro',
    route: '/calculadora-financiamento',
  },
  {
    id: 'sales',
    name: 'Calculadora de Meta de Vendas',
    shortName: 'Meta de Vendas',
    color: 'orange',
    description:
      'Descubra quantas vendas por dia e por semana você precisa para atingir sua meta de faturamento.',
    category: 'financeiro',
    route: '/meta-vendas',
  },
  {
    id: 'retirement',
    name: 'Calculadora de Aposentadoria',
    shortName: 'Aposentadoria',
    color: 'orange',
    description:
      'Planeje sua aposentadoria: quanto você vai acumular e quanto precisa investir por mês para chegar à meta.',
    category: 'financeiro',
    route: '/calculadora-aposentadoria',
  },
  {
    id: 'inflation',
    name: 'Calculadora de Inflação',
    shortName: 'Inflação',
    color: 'rose',
    description:
      'Veja quanto a inflação corrói o poder de compra do seu dinheiro ao longo dos anos.',
    category: 'financeiro',
    route: '/calculadora-inflacao',
  },
  {
    id: 'correction',
    name: 'Calculadora de Correção Monetária',
    shortName: 'Correção Monetária',
    color: 'rose',
    description:
      'Corrija um valor pelo IPCA, INPC, IGP-M, Selic, TR, poupança ou Taxa Legal, mês a mês, com os índices oficiais.',
    category: 'financeiro',
    route: '/calculadora-correcao-monetaria',
  },
  {
    id: 'rent',
    name: 'Calculadora de Reajuste de Aluguel',
    shortName: 'Reajuste de Aluguel',
    color: 'blue',
    description:
      'Calcule o novo aluguel pelo IGP-M, IPCA ou INPC acumulado nos 12 meses antes do reajuste.',
    category: 'financeiro',
    route: '/calculadora-reajuste-aluguel',
  },
  {
    id: 'personal-loan',
    name: 'Calculadora de Empréstimo Pessoal',
    shortName: 'Empréstimo',
    color: 'blue',
    description:
      'Simule um empréstimo pessoal: parcela, total pago e juros, com taxa ao mês ou ao ano.',
    category: 'financeiro',
    route: '/calculadora-emprestimo-pessoal',
  },
  {
    id: 'late-payment',
    name: 'Calculadora de Multa e Juros de Atraso',
    shortName: 'Multa e juros de atraso',
    color: 'blue',
    description:
      'Calcule quanto pagar por uma conta ou prestação atrasada: correção pelo IPCA, multa de 2% e juros legais ou do contrato, dia a dia.',
    category: 'financeiro',
    route: '/calculadora-multa-juros-atraso',
  },
  {
    id: 'consortium',
    name: 'Calculadora de Consórcio',
    shortName: 'Consórcio',
    color: 'teal',
    description:
      'Calcule o custo total de um consórcio com taxa de administração e fundo de reserva.',
    category: 'financeiro',
    route: '/calculadora-consorcio',
  },
] as const satisfies readonly CatalogueEntry[]
