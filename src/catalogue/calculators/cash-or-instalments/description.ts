/** One sentence for the card, the page and the meta description. */
const description =
  'Descubra os juros escondidos no parcelado "sem juros" e se vale mais pagar à vista com desconto ou parcelar.'

export default description
