import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 200,
  terms: ['promoção', 'quanto fica com desconto', 'off', 'liquidação'],
}

export default search
