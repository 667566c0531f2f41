const description: string =
  'Calcule a data provável do parto, as semanas de gestação e o trimestre a partir da última menstruação.'

export default description
