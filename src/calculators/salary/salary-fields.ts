import { lazyModule } from '@/utils/lazy-module.ts'

/** The salary formula library, shared by the four tabs: one import, whichever tab asks. */
export const salaryLib = lazyModule(() => import('@/lib/salary/salary.ts'))

export const salaryMessages = {
  required: 'Informe o salário bruto mensal.',
  'not-positive': 'O salário deve ser maior que zero.',
  invalid: 'Digite o salário em reais, como 3.500,00.',
} as const

export const yearOf = (text: string | null) => (text ? Number(text) : null)
export const dependentsText = (n: number) => `${n} dependente${n === 1 ? '' : 's'}`
