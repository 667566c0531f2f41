// Apart from the formulas (date.ts) so the form's messages can state it without importing
// them: the formula library loads after hydration (issue 7's budget).

/** Largest |dias| accepted: about 40 years of business days. */
export const MAX_BUSINESS_DAYS = 10_000
