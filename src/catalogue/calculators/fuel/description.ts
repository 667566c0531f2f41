/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule o consumo do carro, o custo de uma viagem e se compensa abastecer com etanol ou gasolina.'

export default description
