/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule o preço com desconto, o percentual de desconto ou o valor economizado em uma compra.'

export default description
