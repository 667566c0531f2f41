const description: string =
  'Calcule quanto pagar por uma conta ou prestação atrasada: correção pelo IPCA, multa de 2% e juros legais ou do contrato, dia a dia.'

export default description
