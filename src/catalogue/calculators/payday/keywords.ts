const keywords: readonly string[] = [
  'quinto dia útil',
  '5º dia útil',
  '5 dia util',
  'dia do pagamento',
  'prazo do salário',
  'quando cai o salário',
  'dia útil bancário',
]

export default keywords
