const description: string =
  'Descubra os juros escondidos no parcelado "sem juros" e se vale mais pagar à vista com desconto ou parcelar.'

export default description
