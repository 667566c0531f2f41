const keywords: readonly string[] = [
  'imc',
  'índice de massa corporal',
  'peso ideal',
  'obesidade',
  'sobrepeso',
  'saúde',
]

export default keywords
