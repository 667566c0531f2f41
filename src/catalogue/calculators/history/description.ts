/** One sentence for the card, the page and the meta description. */
const description =
  'Os últimos 20 cálculos feitos neste navegador, para reabrir com os mesmos valores.'

export default description
