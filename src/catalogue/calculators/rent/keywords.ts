const keywords: readonly string[] = [
  'reajuste de aluguel',
  'aluguel',
  'igp-m',
  'ipca',
  'índice do aluguel',
  'contrato de locação',
  'reajuste anual',
]

export default keywords
