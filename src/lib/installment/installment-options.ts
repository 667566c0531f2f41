// The instalment screen's limit on the number of instalments, apart from the formulas
// (installment.ts), so the form's message can name it before the formula library has loaded
// (the JavaScript budget).

/** Longest term accepted: 50 years of monthly instalments. */
export const MAX_INSTALLMENTS = 600
