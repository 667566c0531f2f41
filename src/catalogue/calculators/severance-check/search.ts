import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 126,
  terms: ['rescisão errada', 'conferir TRCT', 'rescisão paga com atraso', 'multa 477'],
}

export default search
