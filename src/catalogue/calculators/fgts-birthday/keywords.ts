const keywords: readonly string[] = [
  'saque-aniversário',
  'FGTS',
  'antecipação do saque-aniversário',
  'saque-rescisão',
  'multa de 40%',
]

export default keywords
