/** One sentence for the card, the page and the meta description. */
const description = 'Descubra o dia provável da ovulação, o período fértil e a próxima menstruação.'

export default description
