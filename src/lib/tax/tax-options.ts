import type { MeiActivity } from '../law/tables/types.ts'

// The MEI activities of the tax screen's select, apart from the formulas (tax.ts) so the form
// can be drawn before the formula library has loaded (the JavaScript budget).

export const MEI_ACTIVITIES = [
  'comercio',
  'servicos',
  'ambos',
] as const satisfies readonly MeiActivity[]
