const keywords: readonly string[] = [
  'calculadora',
  'somar',
  'subtrair',
  'multiplicar',
  'dividir',
  'conta',
]

export default keywords
