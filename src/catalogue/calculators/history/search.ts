import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = { rank: 340 }

export default search
