/** The toast UI chunk. Shared so a share can start fetching it before its toast is due. */
export const loadToaster = () => import('./toaster.tsx')
