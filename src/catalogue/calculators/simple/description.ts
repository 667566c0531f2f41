const description: string =
  'Calculadora básica online com as quatro operações, porcentagem e histórico das últimas contas.'

export default description
