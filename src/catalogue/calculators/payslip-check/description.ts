const description: string =
  'Confira linha por linha o holerite: horas extras, DSR, INSS, IRRF, vale-transporte, líquido e FGTS, com o que a lei manda pagar.'

export default description
