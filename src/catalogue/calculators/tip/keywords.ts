const keywords: readonly string[] = [
  'gorjeta',
  'dividir conta',
  'taxa de serviço',
  '10%',
  'restaurante',
  'rachar conta',
]

export default keywords
