const description: string =
  'Calcule o custo total de um consórcio com taxa de administração e fundo de reserva.'

export default description
