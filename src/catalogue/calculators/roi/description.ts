const description: string =
  'Calcule o retorno sobre investimento (ROI) e veja se o resultado foi bom.'

export default description
