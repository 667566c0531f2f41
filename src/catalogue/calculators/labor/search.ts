import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 20,
  terms: ['demissão', 'demitido', 'acerto', 'verbas rescisórias', 'multa do FGTS', 'multa 40%'],
  tabs: [
    {
      modo: 'rescisao',
      label: 'Rescisão',
      terms: [
        'rescisão',
        'rescisão de contrato',
        'demissão',
        'pedido de demissão',
        'sem justa causa',
        'acerto trabalhista',
        'verbas rescisórias',
        'aviso prévio',
      ],
    },
    {
      modo: 'horas-extras',
      label: 'Horas extras',
      terms: ['hora extra', 'horas extras', 'HE', 'adicional noturno', 'hora extra 50%'],
    },
  ],
}

export default search
