// The group sizes of the consortium screen's select, apart from the formulas (consortium.ts), so
// the form can be drawn before the formula library has loaded (the JavaScript budget).

export const GROUP_SIZES = ['50', '80', '100', '120', '150', '200'] as const
