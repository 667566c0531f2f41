import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 260,
  terms: ['raiz quadrada', 'seno', 'log', 'potência', 'fatorial', 'exponencial'],
}

export default search
