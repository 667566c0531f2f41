import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 112,
  terms: ['adicional noturno', 'noturno', 'hora noturna', 'turno da noite', 'trabalho à noite'],
}

export default search
