import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 135,
  terms: [
    'IRPF',
    'IR',
    'declaração do IR',
    'restituição do IR',
    'imposto a pagar',
    'declaração simplificada',
    'declaração completa',
  ],
}

export default search
