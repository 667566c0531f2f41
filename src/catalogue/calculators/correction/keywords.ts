const keywords: readonly string[] = [
  'correção monetária',
  'corrigir valor',
  'atualizar valor',
  'ipca acumulado',
  'igp-m acumulado',
  'inpc',
  'selic acumulada',
  'taxa legal',
  'calculadora do cidadão',
]

export default keywords
