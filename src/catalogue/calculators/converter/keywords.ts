const keywords: readonly string[] = [
  'conversor',
  'converter',
  'unidades',
  'metros',
  'quilos',
  'celsius',
  'fahrenheit',
  'milhas',
  'litros',
]

export default keywords
