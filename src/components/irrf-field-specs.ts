import { MAX_DEPENDENTS } from '@/lib/law/irrf-inputs.ts'

/** The IRRF's dependents and pensão fields (irrf-fields.tsx), read by `readDependents` and
 * `readPension` in src/lib/law/irrf-inputs.ts, whose limits the messages name. */

export const dependentsField = {
  kind: 'integer',
  messages: {
    negative: 'O número de dependentes não pode ser negativo.',
    'not-integer': 'Informe um número inteiro de dependentes.',
    'too-large': `Informe no máximo ${MAX_DEPENDENTS} dependentes.`,
  },
} as const

/** Pensão alimentícia by court order or public deed: a legal deduction of the IRRF base. */
export const pensionField = {
  kind: 'money',
  // Too large: the generic message names the most that is left of the pay (the library's limit).
  messages: { negative: 'A pensão alimentícia não pode ser negativa.' },
} as const
