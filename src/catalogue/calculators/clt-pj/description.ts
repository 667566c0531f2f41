const description: string =
  'Compare quanto sobra no bolso como CLT (com 13º, férias e FGTS) e como PJ no Simples Nacional, por mês e por ano.'

export default description
