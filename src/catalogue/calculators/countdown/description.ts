const description: string =
  'Crie uma contagem regressiva em dias, horas, minutos e segundos até uma data e compartilhe o link.'

export default description
