// The financing screen's choices and limits, apart from the formulas (financing.ts), so the form
// can be drawn and its messages written before the formula library has loaded (the JavaScript
// budget).

/** Longest term accepted: 50 years of monthly instalments. */
export const MAX_TERM_MONTHS = 600
export const SYSTEMS = ['price', 'sac'] as const
/** After an extra payment: keep the instalment and end sooner, or keep the term and pay less. */
export const EXTRA_MODES = ['prazo', 'parcela'] as const
/** The usual guideline: an instalment up to 30% of the household income (banks' practice). */
export const INCOME_GUIDELINE_PERCENT = 30
