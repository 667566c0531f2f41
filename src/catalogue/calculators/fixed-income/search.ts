import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 140,
  terms: [
    'CDB',
    'LCI',
    'LCA',
    'CDI',
    'Selic',
    'Tesouro Direto',
    'Tesouro Selic',
    'renda fixa',
    'onde investir',
    'quanto rende',
    'rendimento da poupança',
    'aplicação',
  ],
}

export default search
