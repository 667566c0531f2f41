const description: string =
  'Planeje sua aposentadoria: quanto você vai acumular e quanto precisa investir por mês para chegar à meta.'

export default description
