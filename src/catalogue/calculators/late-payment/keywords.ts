const keywords: readonly string[] = [
  'multa por atraso',
  'juros de mora',
  'conta atrasada',
  'boleto vencido',
  'taxa legal',
  'correção monetária',
  'prestação atrasada',
  'condomínio atrasado',
  'taxa de condomínio',
  'aluguel atrasado',
]

export default keywords
