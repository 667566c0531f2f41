const description: string =
  'Calcule o imposto de renda da PLR pela tabela exclusiva em vigor na data do pagamento, com duas parcelas no ano, e o valor líquido.'

export default description
