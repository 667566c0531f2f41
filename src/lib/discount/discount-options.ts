// The discount screen's modes (its tabs and `modo` in links), apart from the formulas
// (discount.ts), so the tabs work before the formula library has loaded (the JavaScript budget).

export const MODES = ['percentual', 'valor', 'preco-final'] as const
export type DiscountMode = (typeof MODES)[number]
