import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 125,
  terms: [
    'atraso',
    'multa',
    'juros de mora',
    'boleto atrasado',
    'dívida atrasada',
    'inadimplência',
    'condomínio atrasado',
    'multa do condomínio',
    'aluguel atrasado',
  ],
}

export default search
