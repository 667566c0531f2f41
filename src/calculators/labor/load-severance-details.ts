/** The severance result's table and notes: only needed once there is a result, so they load after
 * the form; the screen starts fetching them when it mounts. */
export const loadSeveranceDetails = () => import('./severance-details.tsx')
