import type { FieldError } from '@/lib/core/outcome.ts'
import {
  INSALUBRITY_OPTIONS,
  MAX_CHILDREN,
  USUAL_ADVANCE_PERCENT,
} from '@/lib/labor/payslip-lines/payslip-lines-options.ts'
import { YES_NO } from '@/lib/labor/labor-options.ts'

/**
 * The fields of a payslip's extra lines (docs/legal/payslip-lines.md), the same on the salary
 * screen and the payslip check, read by `readPayslipExtras` (src/lib/labor/payslip-lines/), whose
 * limits the messages name.
 */

const limit = (e: FieldError) => String(e.limit ?? 0)

export const payslipExtraSpecs = {
  // Empty by default, so a link without these lines stays as it was (`nao` is read too).
  insalubridade: { kind: 'option', options: ['', ...INSALUBRITY_OPTIONS], initial: '' },
  periculosidade: {
    kind: 'option',
    options: ['', ...YES_NO],
    initial: '',
    messages: {
      invalid:
        'Insalubridade e periculosidade não se acumulam: escolha o adicional mais vantajoso (CLT art. 193 §2º).',
    },
  },
  comissoes: {
    kind: 'money',
    messages: { negative: 'As comissões não podem ser negativas.' },
  },
  faltas: {
    kind: 'integer',
    messages: {
      negative: 'O número de faltas não pode ser negativo.',
      'not-integer': 'Informe as faltas em dias inteiros.',
      'too-large': (e: FieldError) =>
        `Mais faltas que dias úteis no mês: informe no máximo ${limit(e)}.`,
    },
  },
  semanasFaltas: {
    kind: 'integer',
    messages: {
      negative: 'O número de semanas não pode ser negativo.',
      'not-integer': 'Informe um número inteiro de semanas.',
      'too-large': (e: FieldError) =>
        `Cada semana perdida precisa de uma falta nela: informe no máximo ${limit(e)}.`,
    },
  },
  filhos: {
    kind: 'integer',
    messages: {
      negative: 'O número de filhos não pode ser negativo.',
      'not-integer': 'Informe um número inteiro de filhos.',
      'too-large': `Informe no máximo ${String(MAX_CHILDREN)} filhos.`,
    },
  },
  adiantamento: {
    kind: 'percent',
    warn: (value: number) =>
      value > 100 - USUAL_ADVANCE_PERCENT
        ? `O costume é ${String(USUAL_ADVANCE_PERCENT)}% do salário; confira o percentual.`
        : undefined,
    messages: {
      negative: 'O adiantamento não pode ser negativo.',
      'too-large': (e: FieldError) =>
        `O adiantamento passa do que sobra do salário: informe no máximo ${limit(e)}%.`,
    },
  },
} as const

export const monthFieldSpec = {
  kind: 'text',
  messages: { invalid: 'Informe o mês, por exemplo abril de 2026.' },
} as const
