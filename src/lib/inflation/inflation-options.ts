// The inflation screen's longest horizon, apart from the formulas (inflation.ts), so the form's
// message can name it before the formula library has loaded (the JavaScript budget).

export const MAX_YEARS = 200
