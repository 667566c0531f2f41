import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 80,
  terms: ['juros', 'empréstimo', 'crédito pessoal', 'consignado', 'dinheiro emprestado', 'CET'],
}

export default search
