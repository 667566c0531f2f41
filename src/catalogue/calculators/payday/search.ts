import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 120,
  terms: [
    'quinto dia útil',
    '5º dia útil',
    'quinto dia util',
    'dia de pagamento',
    'pagamento do salário',
  ],
}

export default search
