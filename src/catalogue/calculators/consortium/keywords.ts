const keywords: readonly string[] = [
  'consórcio',
  'carta de crédito',
  'taxa de administração',
  'fundo de reserva',
  'contemplação',
]

export default keywords
