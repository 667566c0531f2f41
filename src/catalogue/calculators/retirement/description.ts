/** One sentence for the card, the page and the meta description. */
const description =
  'Planeje sua aposentadoria: quanto você vai acumular e quanto precisa investir por mês para chegar à meta.'

export default description
