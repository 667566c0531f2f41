import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 250,
  terms: ['conta', 'somar', 'calculadora comum', 'calculadora normal'],
}

export default search
