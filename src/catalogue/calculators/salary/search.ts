import type { SearchWords } from '../../search-words.ts'

const search: SearchWords = {
  rank: 10,
  terms: [
    'salário',
    'holerite',
    'contracheque',
    'desconto do INSS',
    'quanto vou receber',
    'salário bruto',
    'CLT',
    'salário mínimo',
  ],
  tabs: [
    {
      modo: 'decimo-terceiro',
      label: '13º salário',
      terms: [
        '13',
        '13º',
        '13 salário',
        'décimo terceiro',
        'décimo terceiro salário',
        'gratificação natalina',
        'segunda parcela do 13',
      ],
    },
    {
      modo: 'hora',
      label: 'Valor da hora',
      terms: ['valor da hora', 'salário por hora', 'quanto ganho por hora', 'hora trabalhada'],
    },
  ],
}

export default search
