/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule quanto é X% de um valor, aumentos, descontos e a variação percentual entre dois valores.'

export default description
