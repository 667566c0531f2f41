const keywords: readonly string[] = [
  'aposentadoria',
  'previdência',
  'independência financeira',
  'investimento',
  'aporte mensal',
]

export default keywords
