import { byId } from './by-id.ts'

/** A calculator's "Como usar" steps, with a worked example where it helps. */
export type HowToSteps = readonly string[]

/**
 * Where each calculator's steps live: `calculators/<id>/how-to.ts`, each its own small chunk, so
 * a page loads only its own steps (all of them would be kilobytes of the home page's budget and
 * of every calculator page's).
 */
export const howToLoaders = byId(
  import.meta.glob<{ default: HowToSteps }>('./*/how-to.ts', { base: './calculators' }),
)
