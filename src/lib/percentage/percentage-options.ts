// The screen's tabs, apart from the formulas (percentage.ts) so they can be drawn before the
// formula library has loaded (the JavaScript budget).

export const PERCENTAGE_MODES = ['de', 'aumento', 'reducao', 'variacao'] as const
export type PercentageMode = (typeof PERCENTAGE_MODES)[number]
