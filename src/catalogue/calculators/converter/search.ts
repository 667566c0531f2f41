import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 240,
  terms: ['conversão', 'metro', 'polegada', 'pé', 'libra', 'quilo', 'milha', 'galão'],
}

export default search
