import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 150,
  terms: [
    'grávida',
    'gestante',
    'gestação',
    'semanas de gestação',
    'bebê',
    'parto',
    'data provável do parto',
    'idade gestacional',
  ],
}

export default search
