// How many grade rows Médias takes, apart from the formulas (education.ts) so the rows can be
// drawn, added and removed before the formula library has loaded (the JavaScript budget).

export const GRADE_ROWS = { min: 2, max: 10, initial: 4 } as const
