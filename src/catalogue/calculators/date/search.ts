import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 160,
  terms: ['dias úteis', 'dias corridos', 'quantos dias', 'feriado', 'somar dias', 'entre datas'],
}

export default search
