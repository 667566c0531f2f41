import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 220,
  terms: ['quantos anos tenho', 'anos', 'nascimento', 'aniversário', 'nasci em'],
}

export default search
