const description: string =
  'Calcule o novo aluguel pelo IGP-M, IPCA ou INPC acumulado nos 12 meses antes do reajuste.'

export default description
