import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 30,
  terms: [
    'férias',
    'férias vencidas',
    'férias proporcionais',
    'terço de férias',
    '1/3 de férias',
    'abono de férias',
    'vender férias',
  ],
}

export default search
