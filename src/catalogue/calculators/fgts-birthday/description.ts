const description: string =
  'Calcule o saque-aniversário do FGTS pela tabela da lei, a data para sacar, o saldo nos próximos anos, o que você saca se for demitido e o custo da antecipação.'

export default description
