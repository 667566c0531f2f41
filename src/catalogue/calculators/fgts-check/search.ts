import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 127,
  terms: ['FGTS não depositado', 'empresa não deposita FGTS', 'extrato FGTS', 'conferir FGTS'],
}

export default search
