/** One sentence for the card, the page and the meta description. */
const description =
  'Calculadora básica online com as quatro operações, porcentagem e histórico das últimas contas.'

export default description
