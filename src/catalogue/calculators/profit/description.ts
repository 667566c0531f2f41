const description: string =
  'Descubra o preço de venda a partir do custo e da margem de lucro desejada, com o markup equivalente.'

export default description
