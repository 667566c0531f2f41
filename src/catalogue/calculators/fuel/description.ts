const description: string =
  'Calcule o consumo do carro, o custo de uma viagem e se compensa abastecer com etanol ou gasolina.'

export default description
