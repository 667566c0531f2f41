// Limits of the férias form, apart from the formulas so the form can be drawn before the formula
// library has loaded.

/** Days of vacation by unjustified absences in the período aquisitivo (CLT art. 130). */
export const DAYS_BY_ABSENCES = [
  { upTo: 5, days: 30 },
  { upTo: 14, days: 24 },
  { upTo: 23, days: 18 },
  { upTo: 32, days: 12 },
] as const

/** Fractioning (CLT art. 134 §1º): up to 3 periods, one of at least 14 days, the others 5. */
export const LONGEST_PERIOD_MIN = 14
export const OTHER_PERIOD_MIN = 5

/** Vacation pay is due 2 days before the start (CLT art. 145). */
export const PAY_DAYS_BEFORE = 2
