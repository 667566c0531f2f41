/** The parts of the tax results below the figures: only needed once there is a result, so they
 * load after the form; the screen starts fetching them when it mounts. */
export const loadTaxDetails = () => import('./tax-details.tsx')
