const description: string =
  'Confira linha por linha o TRCT: saldo, aviso, 13º, férias, 1/3, multa do FGTS, INSS, IRRF, a multa por atraso e o prazo para reclamar.'

export default description
