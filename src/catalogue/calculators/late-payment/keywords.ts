const keywords: readonly string[] = [
  'multa por atraso',
  'juros de mora',
  'conta atrasada',
  'boleto vencido',
  'taxa legal',
  'correção monetária',
  'prestação atrasada',
]

export default keywords
