import { lazyComponent } from '@/utils/lazy-module-component.ts'

/**
 * The timeline the result card draws, a chunk of its own (hand-drawn SVG, docs/performance.md).
 * Declared here rather than in the card's chunk so that the form waits for it too (`cards` of
 * use-calculator-form.ts): a result never appears with its timeline still on the way.
 */
export const RetirementTimeline = lazyComponent(() =>
  import('./retirement-timeline.tsx').then((m) => ({ default: m.RetirementTimeline })),
)
