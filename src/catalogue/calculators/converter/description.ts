/** One sentence for the card, the page and the meta description. */
const description =
  'Converta comprimento, peso, temperatura, área, volume e velocidade entre as unidades mais usadas.'

export default description
