const keywords: readonly string[] = [
  'combustível',
  'gasolina',
  'etanol',
  'álcool',
  'consumo',
  'viagem',
  'km por litro',
  '70%',
]

export default keywords
