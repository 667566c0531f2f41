import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 50,
  terms: ['juros sobre juros', 'render', 'quanto rende', 'investir', 'aplicação'],
}

export default search
