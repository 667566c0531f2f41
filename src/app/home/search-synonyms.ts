import type { CalculatorId } from '@/config/calculator-ids.ts'

/**
 * What people type for each calculator, keyed by calculator id: words the catalogue's keywords
 * lack (common phrasings, abbreviations, everyday names) and the tabs a search can open directly
 * (`?modo=`).
 *
 * Written as a person writes (accents, "º", hyphens); the search normalizes both sides.
 */

export type SearchTab = {
  modo: string
  /** The result's title, e.g. "13º salário". */
  label: string
  terms: readonly string[]
}

export type Synonyms = {
  /** Extra words for the whole calculator. */
  terms?: readonly string[]
  /** Tabs a result can open directly, each with its own words. */
  tabs?: readonly SearchTab[]
}

export const synonyms: Readonly<Partial<Record<CalculatorId, Synonyms>>> = {
  salary: {
    terms: [
      'salário',
      'holerite',
      'contracheque',
      'desconto do INSS',
      'quanto vou receber',
      'salário bruto',
      'CLT',
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
  },
  labor: {
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
  },
  vacation: {
    terms: [
      'férias',
      'férias vencidas',
      'férias proporcionais',
      'terço de férias',
      '1/3 de férias',
      'abono de férias',
      'vender férias',
    ],
  },
  'payslip-check': {
    terms: ['conferir contracheque', 'holerite errado', 'desconto a mais', 'erro no salário'],
  },
  'severance-check': {
    terms: ['rescisão errada', 'conferir TRCT', 'rescisão paga com atraso', 'multa 477'],
  },
  payday: {
    terms: [
      'quinto dia útil',
      '5º dia útil',
      'quinto dia util',
      'dia de pagamento',
      'pagamento do salário',
    ],
  },
  unemployment: {
    terms: ['seguro-desemprego', 'seguro desemprego', 'desempregado', 'parcelas do seguro'],
  },
  'clt-pj': {
    terms: ['CLT x PJ', 'CLT ou PJ', 'PJ ou CLT', 'CLT PJ', 'PJ', 'pessoa jurídica', 'virar PJ'],
  },
  'fixed-income': {
    terms: [
      'CDB',
      'LCI',
      'LCA',
      'CDI',
      'Selic',
      'Tesouro Direto',
      'Tesouro Selic',
      'renda fixa',
      'onde investir',
      'quanto rende',
      'rendimento da poupança',
      'aplicação',
    ],
  },
  financing: {
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
  },
  'personal-loan': {
    terms: ['juros', 'empréstimo', 'crédito pessoal', 'consignado', 'dinheiro emprestado', 'CET'],
  },
  'cash-or-instalments': {
    terms: [
      'à vista ou parcelado',
      'a vista ou parcelado',
      'a prazo',
      'juros escondidos',
      'parcelado sem juros',
    ],
  },
  installment: {
    terms: ['juros', 'parcelar', 'compra parcelada', 'cartão de crédito', 'parcela', 'carnê'],
  },
  compound: {
    terms: ['juros sobre juros', 'render', 'quanto rende', 'investir', 'aplicação'],
  },
  percentage: {
    terms: ['%', 'por cento', 'quanto é x por cento', 'aumento percentual', 'desconto percentual'],
    tabs: [
      {
        modo: 'variacao',
        label: 'Variação percentual',
        terms: ['variação percentual', 'quanto subiu', 'quanto caiu', 'diferença percentual'],
      },
    ],
  },
  education: {
    tabs: [
      {
        modo: 'regra-de-tres',
        label: 'Regra de três',
        terms: [
          'regra de 3',
          'regra de três',
          'regra de três simples',
          'proporção',
          'proporcional',
        ],
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
  },
  bmi: {
    terms: [
      'peso',
      'peso ideal',
      'obesidade',
      'magreza',
      'massa corporal',
      'emagrecer',
      'altura e peso',
    ],
  },
  pregnancy: {
    terms: [
      'grávida',
      'gestante',
      'gestação',
      'semanas de gestação',
      'bebê',
      'parto',
      'data provável do parto',
      'idade gestacional',
    ],
  },
  ovulation: {
    terms: ['fértil', 'ovular', 'menstruação', 'ciclo', 'engravidar', 'tabelinha'],
  },
  date: {
    terms: ['dias úteis', 'dias corridos', 'quantos dias', 'feriado', 'somar dias', 'entre datas'],
  },
  age: {
    terms: ['quantos anos tenho', 'anos', 'nascimento', 'aniversário', 'nasci em'],
  },
  countdown: {
    terms: ['quanto falta', 'faltam quantos dias', 'natal', 'ano novo', 'casamento'],
  },
  tax: {
    terms: [
      'MEI',
      'DAS',
      'Simples',
      'PJ',
      'pessoa jurídica',
      'CLT x PJ',
      'CNPJ',
      'microempreendedor',
      'imposto da empresa',
    ],
  },
  retirement: {
    terms: ['aposentar', 'independência financeira', 'previdência privada', 'renda passiva'],
  },
  inflation: {
    terms: ['IPCA', 'correção monetária', 'corrigir valor', 'inflação acumulada'],
  },
  discount: {
    terms: ['promoção', 'quanto fica com desconto', 'off', 'liquidação'],
  },
  tip: {
    terms: ['dividir a conta', 'rachar', 'garçom', 'taxa de serviço', '10%'],
  },
  fuel: {
    terms: ['álcool ou gasolina', 'etanol ou gasolina', 'compensa etanol', 'km por litro'],
  },
  converter: {
    terms: ['conversão', 'metro', 'polegada', 'pé', 'libra', 'quilo', 'milha', 'galão'],
  },
  simple: {
    terms: ['conta', 'somar', 'calculadora comum', 'calculadora normal'],
  },
  scientific: {
    terms: ['raiz quadrada', 'seno', 'log', 'potência', 'fatorial', 'exponencial'],
  },
  consortium: {
    terms: ['carta de crédito', 'lance', 'taxa de administração'],
  },
  profit: {
    terms: ['margem de lucro', 'markup', 'preço de venda', 'precificar', 'quanto cobrar'],
  },
  roi: {
    terms: ['retorno', 'retorno do investimento', 'payback'],
  },
  sales: {
    terms: ['meta', 'vendas', 'ticket médio', 'faturamento'],
  },
}

/**
 * Most used first: breaks ties between equally good matches ("juros" finds juros compostos by
 * name, then financiamento, empréstimo and parcelas by synonym, in this order). Ids absent here
 * come last.
 */
export const popularity: readonly string[] = [
  'salary',
  'labor',
  'vacation',
  'financing',
  'compound',
  'percentage',
  'bmi',
  'personal-loan',
  'installment',
  'cash-or-instalments',
  'unemployment',
  'payday',
  'payslip-check',
  'severance-check',
  'clt-pj',
  'fixed-income',
  'pregnancy',
  'date',
  'tax',
  'retirement',
  'inflation',
  'discount',
  'education',
  'age',
  'fuel',
  'converter',
  'simple',
  'scientific',
  'consortium',
  'tip',
  'profit',
  'roi',
  'sales',
  'ovulation',
  'countdown',
  'history',
]
