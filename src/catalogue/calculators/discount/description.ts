const description: string =
  'Calcule o preço com desconto, o percentual de desconto ou o valor economizado em uma compra.'

export default description
