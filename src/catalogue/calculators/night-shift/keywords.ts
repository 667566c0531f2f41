const keywords: readonly string[] = [
  'adicional noturno',
  'hora noturna',
  'hora noturna reduzida',
  '52 minutos e 30 segundos',
  'trabalho noturno',
  'DSR adicional noturno',
  'prorrogação noturna',
]

export default keywords
