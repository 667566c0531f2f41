/** One sentence for the card, the page and the meta description. */
const description =
  'Simule financiamentos pela Tabela Price ou pelo SAC, com a tabela de amortização completa.'

export default description
