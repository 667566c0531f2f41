import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 100,
  terms: [
    'à vista ou parcelado',
    'a vista ou parcelado',
    'a prazo',
    'juros escondidos',
    'parcelado sem juros',
  ],
}

export default search
