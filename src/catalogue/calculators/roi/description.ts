/** One sentence for the card, the page and the meta description. */
const description = 'Calcule o retorno sobre investimento (ROI) e veja se o resultado foi bom.'

export default description
