import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 114,
  terms: ['plr', 'ppr', 'participação nos lucros', 'lucros e resultados', 'ir da plr'],
}

export default search
