// The inflation screen's longest horizon, apart from the formulas (inflation.ts), so the form's
// message can name it before the formula library has loaded (the JavaScript budget).

export const MAX_YEARS = 200

/** The price indices the screen corrects by (`indice`), each a shipped official series. */
export const INFLATION_INDICES = ['ipca', 'inpc', 'igpm'] as const
export type InflationIndex = (typeof INFLATION_INDICES)[number]

/** The first month of the shipped price indices: the form's month fields start there. */
export const FIRST_INDEX_MONTH = '1995-01'
