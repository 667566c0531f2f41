const description: string =
  'Calcule o adicional noturno de 20% com a hora noturna de 52min30s, as horas depois das 5h e o DSR do mês.'

export default description
