const keywords: readonly string[] = [
  'mei',
  'das',
  'simples nacional',
  'impostos',
  'alíquota efetiva',
  'anexo',
  'rbt12',
]

export default keywords
