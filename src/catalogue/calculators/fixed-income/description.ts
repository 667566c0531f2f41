const description: string =
  'Compare CDB, LCI/LCA, Tesouro Selic e poupança lado a lado: imposto de renda, IOF, custódia e o rendimento líquido.'

export default description
