const description: string =
  'Calcule médias simples e ponderadas, a nota que falta para passar e a regra de três.'

export default description
