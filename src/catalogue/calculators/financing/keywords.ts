const keywords: readonly string[] = [
  'financiamento',
  'tabela price',
  'sac',
  'amortização',
  'imóvel',
  'veículo',
  'prestação',
]

export default keywords
