/** One sentence for the card, the page and the meta description. */
const description =
  'Crie uma contagem regressiva em dias, horas, minutos e segundos até uma data e compartilhe o link.'

export default description
