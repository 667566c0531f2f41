export type CategoryId = 'financeiro' | 'trabalho-impostos' | 'saude' | 'datas' | 'utilidades'

export type Category = { id: CategoryId; name: string; description: string }

/** Home page order of the card groups. */
export const categories: readonly Category[] = [
  {
    id: 'financeiro',
    name: 'Financeiro',
    description: 'Juros, parcelas, financiamentos e investimentos.',
  },
  {
    id: 'trabalho-impostos',
    name: 'Trabalho e impostos',
    description: 'Salário, rescisão, horas extras, MEI e Simples.',
  },
  { id: 'saude', name: 'Saúde', description: 'IMC, gravidez e período fértil.' },
  { id: 'datas', name: 'Datas', description: 'Dias úteis, idade e contagem regressiva.' },
  {
    id: 'utilidades',
    name: 'Utilidades',
    description: 'Contas do dia a dia, conversões e estudos.',
  },
]
