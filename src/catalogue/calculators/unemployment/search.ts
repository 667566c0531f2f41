import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 110,
  terms: [
    'seguro-desemprego',
    'seguro desemprego',
    'desempregado',
    'parcelas do seguro',
    // The smallest parcel is one minimum wage (Lei 7.998/1990, art. 5º, § 2º).
    'salário mínimo',
  ],
}

export default search
