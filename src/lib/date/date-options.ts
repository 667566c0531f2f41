// Apart from the formulas (date.ts) so the form's messages can state it without importing
// them: the formula library loads after hydration (the JavaScript budget).

/** Largest |dias| accepted: about 40 years of business days. */
export const MAX_BUSINESS_DAYS = 10_000
