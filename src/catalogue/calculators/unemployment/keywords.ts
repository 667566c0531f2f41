const keywords: readonly string[] = [
  'seguro desemprego',
  'seguro-desemprego',
  'parcelas',
  'valor da parcela',
  'demissão sem justa causa',
  'prazo para pedir',
  'empregada doméstica',
]

export default keywords
