import { lazyModule } from '@/utils/lazy-module.ts'

/** The formula library of the three tabs: one import, after hydration, whichever tab asks. */
export const fuel = lazyModule(() => import('@/lib/fuel/fuel.ts'))
