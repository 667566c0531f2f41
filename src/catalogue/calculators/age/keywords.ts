const keywords: readonly string[] = [
  'idade',
  'quantos anos',
  'aniversário',
  'data de nascimento',
  'dias de vida',
]

export default keywords
