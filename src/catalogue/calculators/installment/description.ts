/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule o valor da parcela de uma compra parcelada com juros pela Tabela Price.'

export default description
