import { lazyModule } from '@/utils/lazy-module.ts'

/** The formula library of both tabs: one import, after hydration, whichever tab asks. */
export const date = lazyModule(() => import('@/lib/date/date.ts'))
