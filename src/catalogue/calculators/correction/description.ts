/** One sentence for the card, the page and the meta description. */
const description =
  'Corrija um valor pelo IPCA, INPC, IGP-M, Selic, TR, poupança ou Taxa Legal, mês a mês, com os índices oficiais.'

export default description
