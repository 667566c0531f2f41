import { lazyModule } from '@/utils/lazy-module.ts'

/** The formula library of the four tabs: one import, after hydration, whichever tab asks. */
export const education = lazyModule(() => import('@/lib/education/education.ts'))
