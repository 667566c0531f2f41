import { screen, within } from '@testing-library/react'

/**
 * The result region as it is, found asynchronously: a tab loaded lazily brings its region with
 * it. For a check that no result is shown.
 */
export const resultRegion = (): Promise<HTMLElement> =>
  screen.findByRole('region', { name: 'Resultado' })

/**
 * The result region once a result is in it. A result shows only after its formulas and cards
 * have loaded, so it is waited for; what the card draws with its heading is then on screen, and
 * only what the card loads later (the "Como calculamos" steps, a chart) needs a `findBy*`.
 */
export async function result(): Promise<HTMLElement> {
  const region = await resultRegion()
  await within(region).findAllByRole('heading', { level: 2 })
  return region
}
