import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 270,
  terms: ['carta de crédito', 'lance', 'taxa de administração'],
}

export default search
