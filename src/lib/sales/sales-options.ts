// How the sales goal splits a month, apart from the formulas (sales.ts), so the screen's rule
// line can name the divisors without the formula library (the JavaScript budget).

/** A month is 30 days and 4 weeks (docs/product.md §9). */
export const DAYS_PER_MONTH = 30
export const WEEKS_PER_MONTH = 4
