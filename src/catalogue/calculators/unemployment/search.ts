import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 110,
  terms: ['seguro-desemprego', 'seguro desemprego', 'desempregado', 'parcelas do seguro'],
}

export default search
