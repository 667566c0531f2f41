/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule o DAS do MEI e o imposto do Simples Nacional pela alíquota efetiva dos Anexos I a V.'

export default description
