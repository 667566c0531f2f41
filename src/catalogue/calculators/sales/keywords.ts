const keywords: readonly string[] = [
  'meta de vendas',
  'ticket médio',
  'faturamento',
  'vendas por dia',
  'comercial',
]

export default keywords
