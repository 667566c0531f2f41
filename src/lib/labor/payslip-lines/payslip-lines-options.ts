/**
 * What the forms of the salary and payslip-check screens need of a payslip's extra lines before
 * the formulas load (the JavaScript budget): the choices, the URL parameters and their limits
 * (docs/legal/payslip-lines.md).
 */

/** `insalubridade`: none, or the grade of CLT art. 192. */
export const INSALUBRITY_OPTIONS = ['nao', 'minimo', 'medio', 'maximo'] as const
export type InsalubrityOption = (typeof INSALUBRITY_OPTIONS)[number]
export type InsalubrityGrade = Exclude<InsalubrityOption, 'nao'>

export const INSALUBRITY_LABELS: Readonly<Record<InsalubrityOption, string>> = {
  nao: 'Não recebo',
  minimo: 'Grau mínimo (10% do mínimo)',
  medio: 'Grau médio (20% do mínimo)',
  maximo: 'Grau máximo (40% do mínimo)',
}

/** The URL parameters of the extra lines, the same on both screens. */
export const PAYSLIP_EXTRA_FIELDS = [
  'insalubridade',
  'periculosidade',
  'comissoes',
  'faltas',
  'semanasFaltas',
  'filhos',
  'adiantamento',
] as const
export type PayslipExtraField = (typeof PAYSLIP_EXTRA_FIELDS)[number]

/** More children than this for the salário-família is a typing error. */
export const MAX_CHILDREN = 20
/** The usual mid-month advance, set by practice or a collective agreement, not by law. */
export const USUAL_ADVANCE_PERCENT = 40
