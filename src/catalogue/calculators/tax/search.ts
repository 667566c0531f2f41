import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 170,
  terms: [
    'MEI',
    'DAS',
    'Simples',
    'PJ',
    'pessoa jurídica',
    'CLT x PJ',
    'CNPJ',
    'microempreendedor',
    'imposto da empresa',
  ],
}

export default search
