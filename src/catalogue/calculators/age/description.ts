const description: string =
  'Calcule a idade exata em anos, meses e dias e quanto falta para o próximo aniversário.'

export default description
