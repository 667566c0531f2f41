const keywords: readonly string[] = [
  'salário líquido',
  'inss',
  'irrf',
  'imposto de renda',
  '13º salário',
  'décimo terceiro',
  'valor da hora',
  'pensão alimentícia',
  'salário bruto',
  'bruto a partir do líquido',
  'custo do funcionário',
]

export default keywords
