/** One sentence for the card, the page and the meta description. */
const description =
  'Calcule a diferença entre datas e some dias úteis descontando fins de semana e feriados nacionais.'

export default description
