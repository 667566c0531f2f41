const keywords: readonly string[] = [
  'TRCT',
  'termo de rescisão',
  'conferir rescisão',
  'multa do artigo 477',
  'rescisão atrasada',
  'prazo para reclamar',
]

export default keywords
