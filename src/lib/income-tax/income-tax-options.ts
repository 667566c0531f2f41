/** Limits of the IRPF anual form, apart from the formulas so the form loads without them. */

/** Months of the year a salary can fill ("Preencher a partir do salário"). */
export const MAX_MONTHS = 12

/** `modelo` of the best model: the simplified discount or the legal deductions. */
export const MODELS = ['simplificado', 'completo'] as const
export type IrpfModel = (typeof MODELS)[number]
