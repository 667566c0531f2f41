const keywords: readonly string[] = [
  'clt',
  'pj',
  'clt x pj',
  'clt ou pj',
  'pessoa jurídica',
  'vale a pena ser pj',
  'simples nacional',
  'fator r',
  'pró-labore',
  'anexo iii',
  'anexo v',
]

export default keywords
