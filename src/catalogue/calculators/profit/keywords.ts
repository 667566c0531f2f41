const keywords: readonly string[] = [
  'lucro',
  'margem',
  'preço de venda',
  'markup',
  'custo',
  'precificação',
]

export default keywords
