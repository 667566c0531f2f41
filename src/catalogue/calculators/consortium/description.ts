/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule o custo total de um consórcio com taxa de administração e fundo de reserva.'

export default description
