const keywords: readonly string[] = [
  'gravidez',
  'gestação',
  'data do parto',
  'dpp',
  'semanas de gravidez',
  'trimestre',
  'dum',
]

export default keywords
