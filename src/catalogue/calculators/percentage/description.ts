const description: string =
  'Calcule quanto é X% de um valor, aumentos, descontos e a variação percentual entre dois valores.'

export default description
