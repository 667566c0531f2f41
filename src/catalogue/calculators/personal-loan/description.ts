/** One sentence for the card, the page and the meta description. */
const description =
  'Simule um empréstimo pessoal: parcela, total pago e juros, com taxa ao mês ou ao ano.'

export default description
