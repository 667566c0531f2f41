const keywords: readonly string[] = [
  'à vista ou parcelado',
  'a vista ou a prazo',
  'desconto à vista',
  'sem juros',
  'juros embutidos',
  'vale a pena parcelar',
  '10x sem juros',
]

export default keywords
