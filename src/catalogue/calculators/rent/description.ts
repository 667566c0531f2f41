/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule o novo aluguel pelo IGP-M, IPCA ou INPC acumulado nos 12 meses antes do reajuste.'

export default description
