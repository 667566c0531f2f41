const keywords: readonly string[] = [
  'inflação',
  'poder de compra',
  'ipca',
  'correção',
  'desvalorização',
]

export default keywords
