const description: string =
  'Calcule a rescisão do contrato de trabalho (CLT) e o valor das horas extras.'

export default description
