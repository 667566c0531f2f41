const keywords: readonly string[] = [
  'parcelas',
  'parcelamento',
  'prestação',
  'juros',
  'tabela price',
  'crediário',
]

export default keywords
