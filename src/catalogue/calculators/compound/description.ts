const description: string =
  'Simule investimentos com juros compostos e aportes mensais, com a evolução ano a ano.'

export default description
