/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule quanto pagar por uma conta ou prestação atrasada: correção pelo IPCA, multa de 2% e juros legais ou do contrato, dia a dia.'

export default description
