const description: string =
  'Calcule a diferença entre datas e some dias úteis descontando fins de semana e feriados nacionais.'

export default description
