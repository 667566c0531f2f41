/** One sentence for the card, the page and the meta description. */
const description =
  'Compare CDB, LCI/LCA, Tesouro Selic e poupança lado a lado: imposto de renda, IOF, custódia e o rendimento líquido.'

export default description
