import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 190,
  terms: [
    'IPCA',
    'IGP-M',
    'IGPM',
    'INPC',
    'correção monetária',
    'corrigir valor',
    'inflação acumulada',
  ],
}

export default search
