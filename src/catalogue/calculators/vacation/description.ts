const description: string =
  'Calcule as férias com 1/3, o abono por vender dias, o INSS, o IRRF e o líquido, com a data para receber.'

export default description
