import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 330,
  terms: ['quanto falta', 'faltam quantos dias', 'natal', 'ano novo', 'casamento'],
}

export default search
