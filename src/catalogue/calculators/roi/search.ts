import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 300,
  terms: ['retorno', 'retorno do investimento', 'payback'],
}

export default search
