/** One sentence for the card, the page and the meta description. */
const description =
  'Veja se tem direito ao seguro-desemprego, quantas parcelas recebe, o valor de cada uma e o prazo para pedir.'

export default description
