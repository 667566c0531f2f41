import { lazyComponent } from '@/utils/lazy-module-component.ts'

/** The parts of the tax results below the figures: only needed once there is a result, so they
 * load after the form. Here rather than beside the cards so that the form waits for them
 * (`cards` of useCalculatorForm): a card draws them in its first render. */
export const MeiDetails = lazyComponent(() =>
  import('./tax-details.tsx').then((m) => ({ default: m.MeiDetails })),
)
export const SimplesDetails = lazyComponent(() =>
  import('./tax-details.tsx').then((m) => ({ default: m.SimplesDetails })),
)
