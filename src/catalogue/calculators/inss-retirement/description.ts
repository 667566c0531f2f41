const description: string =
  'Descubra quando você se aposenta pelo INSS em cada regra da reforma (pontos, idade, pedágios) e quanto vai receber.'

export default description
