const keywords: readonly string[] = [
  'média',
  'média ponderada',
  'nota',
  'regra de três',
  'escola',
  'faculdade',
]

export default keywords
