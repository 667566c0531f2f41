import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 40,
  terms: [
    'juros',
    'financiar',
    'financiamento imobiliário',
    'financiamento de carro',
    'casa própria',
    'apartamento',
    'carro',
    'moto',
    'price',
    'amortizar',
  ],
}

export default search
