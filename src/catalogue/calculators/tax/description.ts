const description: string =
  'Calcule o DAS do MEI e o imposto do Simples Nacional pela alíquota efetiva dos Anexos I a V.'

export default description
