const description: string =
  'Veja se tem direito ao seguro-desemprego, quantas parcelas recebe, o valor de cada uma e o prazo para pedir.'

export default description
