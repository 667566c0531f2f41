import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 115,
  terms: [
    'aposentadoria inss',
    'aposentadoria pelo inss',
    'aposentar pelo inss',
    'pontos',
    'pedágio',
    'pedagio',
    'tempo de contribuição',
    'fator previdenciário',
    'regra de transição',
    'ec 103',
  ],
}

export default search
