/** One sentence for the card, the page and the meta description. */
const description =
  'Calculadora científica online com seno, cosseno, tangente, logaritmos, potências, raiz e fatorial, em graus ou radianos.'

export default description
