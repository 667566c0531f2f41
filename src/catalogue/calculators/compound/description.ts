/** One sentence for the card, the page and the meta description. */
const description =
  'Simule investimentos com juros compostos e aportes mensais, com a evolução ano a ano.'

export default description
