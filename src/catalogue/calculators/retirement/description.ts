const description: string =
  'Projete seus investimentos para a aposentadoria: quanto vai acumular e quanto investir por mês para chegar à meta (não é o benefício do INSS).'

export default description
