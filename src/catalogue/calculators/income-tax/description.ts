/** One sentence for the card, the page and the meta description. */
const description =
  'Simule a declaração anual do IRPF: simplificada ou completa, qual paga menos, e quanto você restitui ou paga.'

export default description
