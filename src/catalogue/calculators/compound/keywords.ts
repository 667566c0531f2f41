const keywords: readonly string[] = [
  'juros compostos',
  'investimento',
  'rendimento',
  'aporte',
  'poupança',
  'montante',
]

export default keywords
