const description: string =
  'Veja quanto a inflação corrói o poder de compra do seu dinheiro ao longo dos anos.'

export default description
