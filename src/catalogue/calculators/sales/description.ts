/** One sentence for the card, the page and the meta description. */
const description =
  'Descubra quantas vendas por dia e por semana você precisa para atingir sua meta de faturamento.'

export default description
