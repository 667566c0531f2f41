const description: string =
  'Corrija um valor pelo IPCA, INPC, IGP-M, Selic, TR, poupança ou Taxa Legal, mês a mês, com os índices oficiais.'

export default description
