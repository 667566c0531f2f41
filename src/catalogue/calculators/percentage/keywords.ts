const keywords: readonly string[] = [
  'porcentagem',
  'percentual',
  'aumento',
  'redução',
  'variação',
  'por cento',
]

export default keywords
