const keywords: readonly string[] = [
  'contador regressivo',
  'contagem regressiva',
  'quanto falta',
  'cronômetro',
  'evento',
]

export default keywords
