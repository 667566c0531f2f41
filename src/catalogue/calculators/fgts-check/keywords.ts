const keywords: readonly string[] = [
  'FGTS',
  'depósito do FGTS',
  'extrato do FGTS',
  'FGTS atrasado',
  'FGTS Digital',
  'multa de 40%',
]

export default keywords
