import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 180,
  terms: ['aposentar', 'independência financeira', 'previdência privada', 'renda passiva'],
}

export default search
