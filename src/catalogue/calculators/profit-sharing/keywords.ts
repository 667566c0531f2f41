const keywords: readonly string[] = [
  'PLR',
  'participação nos lucros',
  'participação nos lucros e resultados',
  'imposto de renda PLR',
  'tabela PLR',
  'PLR líquida',
]

export default keywords
