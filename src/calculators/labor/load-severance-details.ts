import { lazyComponent } from '@/utils/lazy-module-component.ts'

/** The severance result's table and notes: only needed once there is a result, so they load after
 * the form. Here rather than in the card's chunk so that the form waits for them too (`cards` of
 * useCalculatorForm): the card draws them just after its first paint. */
export const SeveranceDetails = lazyComponent(() => import('./severance-details.tsx'))
