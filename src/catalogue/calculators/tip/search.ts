import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 280,
  terms: ['dividir a conta', 'rachar', 'garçom', 'taxa de serviço', '10%'],
}

export default search
