// The financing screen's systems and term limit, apart from the formulas (financing.ts), so the
// form can be drawn and its messages written before the formula library has loaded (the performance budget's
// budget).

/** Longest term accepted: 50 years of monthly instalments. */
export const MAX_TERM_MONTHS = 600
export const SYSTEMS = ['price', 'sac'] as const
