const description: string =
  'Simule um empréstimo pessoal: parcela, total pago e juros, com taxa ao mês ou ao ano.'

export default description
