import { lazyComponent } from '@/utils/lazy-module-component.ts'

/** The CLT × PJ result's side-by-side figures, lines and assumptions: only needed once there is
 * a result, so they load after the form. Here rather than in the card's chunk so that the form
 * waits for them too (`cards` of useCalculatorForm): the card draws them in its first render. */
export const CltPjDetails = lazyComponent(() =>
  import('./clt-pj-details.tsx').then((m) => ({ default: m.CltPjDetails })),
)
