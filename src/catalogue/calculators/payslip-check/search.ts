import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 124,
  terms: ['conferir contracheque', 'holerite errado', 'desconto a mais', 'erro no salário'],
}

export default search
