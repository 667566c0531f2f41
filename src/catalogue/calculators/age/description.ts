/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule a idade exata em anos, meses e dias e quanto falta para o próximo aniversário.'

export default description
