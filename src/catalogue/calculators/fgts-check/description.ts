const description: string =
  'Confira mês a mês se a empresa depositou o seu FGTS: devido, depositado, vencimento, meses que faltam, saldo com juros e o efeito na multa de 40%.'

export default description
