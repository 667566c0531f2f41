import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 320,
  terms: ['fértil', 'ovular', 'menstruação', 'ciclo', 'engravidar', 'tabelinha'],
}

export default search
