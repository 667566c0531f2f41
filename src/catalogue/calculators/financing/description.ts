const description: string =
  'Simule financiamentos pela Tabela Price ou pelo SAC, com a tabela de amortização completa.'

export default description
