const keywords: readonly string[] = [
  'datas',
  'dias úteis',
  'diferença entre datas',
  'prazo',
  'feriados',
  'contar dias',
]

export default keywords
