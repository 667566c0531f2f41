import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 210,
  tabs: [
    {
      modo: 'regra-de-tres',
      label: 'Regra de três',
      terms: ['regra de 3', 'regra de três', 'regra de três simples', 'proporção', 'proporcional'],
    },
    {
      modo: 'medias',
      label: 'Média de notas',
      terms: ['média', 'média ponderada', 'média escolar', 'média das notas'],
    },
    {
      modo: 'nota-necessaria',
      label: 'Nota que falta para passar',
      terms: ['nota para passar', 'quanto preciso tirar', 'recuperação', 'passar de ano'],
    },
  ],
}

export default search
