const keywords: readonly string[] = [
  'empréstimo',
  'empréstimo pessoal',
  'crédito pessoal',
  'parcela',
  'juros',
  'consignado',
]

export default keywords
