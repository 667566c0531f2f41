import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 90,
  terms: ['juros', 'parcelar', 'compra parcelada', 'cartão de crédito', 'parcela', 'carnê'],
}

export default search
