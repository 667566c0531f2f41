const keywords: readonly string[] = [
  'desconto',
  'promoção',
  'preço final',
  'percentual de desconto',
  'black friday',
  'liquidação',
]

export default keywords
