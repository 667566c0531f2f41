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
    // The MEI's monthly DAS is 5% of the minimum wage (LC 123/2006, art. 18-A, § 3º, V).
    'salário mínimo',
  ],
}

export default search
