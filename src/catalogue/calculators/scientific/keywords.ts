const keywords: readonly string[] = [
  'científica',
  'seno',
  'cosseno',
  'tangente',
  'logaritmo',
  'raiz',
  'fatorial',
  'potência',
]

export default keywords
