// The tip form's initial value, quick buttons and headcount limit, apart from the formulas
// (tip.ts) so the form can be drawn before the formula library has loaded (the JavaScript budget).

export const DEFAULT_TIP_PERCENT = 10
export const QUICK_TIP_PERCENTS = [5, 10, 15, 20] as const
export const MAX_PEOPLE = 100
