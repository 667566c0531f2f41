/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule médias simples e ponderadas, a nota que falta para passar e a regra de três.'

export default description
