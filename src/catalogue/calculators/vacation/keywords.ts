const keywords: readonly string[] = [
  'férias',
  '1/3 de férias',
  'terço constitucional',
  'abono pecuniário',
  'vender férias',
  'férias em dobro',
  'adiantamento do 13º',
  'faltas',
]

export default keywords
