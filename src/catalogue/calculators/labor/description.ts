/** One sentence for the card, the page and the meta description. */
const description = 'Calcule a rescisão do contrato de trabalho (CLT) e o valor das horas extras.'

export default description
