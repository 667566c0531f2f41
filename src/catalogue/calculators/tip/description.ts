/** One sentence for the card, the page and the meta description. */
const description = 'Calcule a gorjeta e divida a conta entre as pessoas da mesa.'

export default description
