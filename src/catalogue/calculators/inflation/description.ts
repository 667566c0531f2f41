/** One sentence for the card, the page and the meta description. */
const description =
  'Veja quanto a inflação corrói o poder de compra do seu dinheiro ao longo dos anos.'

export default description
