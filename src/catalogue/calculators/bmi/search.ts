import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 70,
  terms: [
    'peso',
    'peso ideal',
    'obesidade',
    'magreza',
    'massa corporal',
    'emagrecer',
    'altura e peso',
  ],
}

export default search
