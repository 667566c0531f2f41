const keywords: readonly string[] = [
  'roi',
  'retorno sobre investimento',
  'rentabilidade',
  'lucro',
  'investimento',
]

export default keywords
