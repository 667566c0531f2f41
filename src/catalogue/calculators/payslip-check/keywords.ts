const keywords: readonly string[] = [
  'holerite',
  'contracheque',
  'conferir holerite',
  'desconto errado',
  'INSS errado',
  'DSR',
  'FGTS depositado',
]

export default keywords
