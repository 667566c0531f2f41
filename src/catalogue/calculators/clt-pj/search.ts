import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 130,
  terms: ['CLT x PJ', 'CLT ou PJ', 'PJ ou CLT', 'CLT PJ', 'PJ', 'pessoa jurídica', 'virar PJ'],
}

export default search
