import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 196,
  terms: [
    'atualização monetária',
    'corrigir dívida',
    'valor atualizado',
    'índice de correção',
    'IGP-M',
    'IGPM',
  ],
}

export default search
