const keywords: readonly string[] = [
  'aposentadoria INSS',
  'quando vou me aposentar',
  'regras de transição',
  'reforma da previdência',
  'pontos',
  'pedágio',
  'tempo de contribuição',
  'fator previdenciário',
  'idade mínima',
]

export default keywords
