/** Choices of the quinto dia útil form, apart from the formulas so the form loads without them. */

/** `sabado=sim`: the labour rule (Saturday counts); `nao`: the banking business day. */
export const SATURDAY_OPTIONS = ['sim', 'nao'] as const
export type SaturdayOption = (typeof SATURDAY_OPTIONS)[number]

/** Which business day of the month the salary is due by (CLT art. 459 §1º). */
export const PAYDAY_ORDINAL = 5
