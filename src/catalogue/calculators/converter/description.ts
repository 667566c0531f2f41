const description: string =
  'Converta comprimento, peso, temperatura, área, volume e velocidade entre as unidades mais usadas.'

export default description
