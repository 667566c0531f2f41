import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 193,
  terms: ['reajuste do aluguel', 'aumento do aluguel', 'igpm aluguel', 'locação', 'inquilino'],
}

export default search
