import type { MeiActivity } from './tables/types.ts'

// The MEI activities of the tax screen's select, apart from the formulas (tax.ts) so the form
// can be drawn before the formula library has loaded (issue 7's budget).

export const MEI_ACTIVITIES = [
  'comercio',
  'servicos',
  'ambos',
] as const satisfies readonly MeiActivity[]
