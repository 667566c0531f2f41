import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 310,
  terms: ['meta', 'vendas', 'ticket médio', 'faturamento'],
}

export default search
