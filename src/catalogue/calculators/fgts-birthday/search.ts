import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 128,
  terms: [
    'saque aniversário',
    'antecipação do FGTS',
    'saque-rescisão',
    'quanto posso sacar do FGTS',
  ],
}

export default search
