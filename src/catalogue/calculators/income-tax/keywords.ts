const keywords: readonly string[] = [
  'irpf',
  'declaração do imposto de renda',
  'declaração anual',
  'restituição',
  'simplificada ou completa',
  'desconto simplificado',
  'deduções',
  'ajuste anual',
]

export default keywords
