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
    'condominio',
    'condomínio',
    'taxa de condomínio',
    'multa do condomínio',
    'conta de luz atrasada',
    'aluguel atrasado',
  ],
}

export default search
