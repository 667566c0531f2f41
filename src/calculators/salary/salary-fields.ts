import { lazyModule } from '@/utils/lazy-module.ts'

/** The salary formula library, shared by the four tabs: one import, whichever tab asks. */
export const salaryLib = lazyModule(() => import('@/lib/salary/salary.ts'))

export const salaryMessages = {
  required: 'Informe o salário bruto mensal.',
  'not-positive': 'O salário deve ser maior que zero.',
  invalid: 'Digite o salário em reais, como 3.500,00.',
} as const

export const dependentsField = {
  kind: 'integer',
  messages: {
    negative: 'O número de dependentes não pode ser negativo.',
    'not-integer': 'Informe um número inteiro de dependentes.',
    'too-large': 'Informe no máximo 20 dependentes.',
  },
} as const

/** Pensão alimentícia by court order or public deed: a legal deduction of the IRRF base. */
export const pensionField = {
  kind: 'money',
  // Too large: the generic message names the most that is left of the pay (the library's limit).
  messages: { negative: 'A pensão alimentícia não pode ser negativa.' },
} as const

export const PENSION_LABEL = 'Pensão judicial ou por escritura pública (R$)'
export const PENSION_HINT =
  'Pensão alimentícia descontada do salário. Entra nas deduções do IRRF no lugar do desconto simplificado, quando vale mais.'

export const yearOf = (text: string | null) => (text ? Number(text) : null)
export const dependentsText = (n: number) => `${n} dependente${n === 1 ? '' : 's'}`
