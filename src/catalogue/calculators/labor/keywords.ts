const keywords: readonly string[] = [
  'rescisão',
  'trabalhista',
  'clt',
  'aviso prévio',
  'férias',
  '13º',
  'fgts',
  'horas extras',
]

export default keywords
