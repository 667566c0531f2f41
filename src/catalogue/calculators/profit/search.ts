import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 290,
  terms: ['margem de lucro', 'markup', 'preço de venda', 'precificar', 'quanto cobrar'],
}

export default search
