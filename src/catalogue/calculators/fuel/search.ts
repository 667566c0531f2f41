import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 230,
  terms: ['álcool ou gasolina', 'etanol ou gasolina', 'compensa etanol', 'km por litro'],
}

export default search
