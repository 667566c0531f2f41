/** The CLT × PJ result's side-by-side figures, lines and assumptions: only needed once there is
 * a result, so they load after the form; the screen starts fetching them when it mounts. */
export const loadCltPjDetails = () => import('./clt-pj-details.tsx')
