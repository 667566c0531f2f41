import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 60,
  terms: ['%', 'por cento', 'quanto é x por cento', 'aumento percentual', 'desconto percentual'],
  tabs: [
    {
      modo: 'variacao',
      label: 'Variação percentual',
      terms: ['variação percentual', 'quanto subiu', 'quanto caiu', 'diferença percentual'],
    },
  ],
}

export default search
