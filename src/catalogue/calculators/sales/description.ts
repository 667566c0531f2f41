const description: string =
  'Descubra quantas vendas por dia e por semana você precisa para atingir sua meta de faturamento.'

export default description
