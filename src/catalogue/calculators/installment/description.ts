const description: string =
  'Calcule o valor da parcela de uma compra parcelada com juros pela Tabela Price.'

export default description
