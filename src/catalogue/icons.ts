import type { LucideIcon } from 'lucide-react'

import { byId } from './by-id.ts'

/**
 * Each calculator's icon (`calculators/<id>/icon.ts`), apart from the catalogue's texts: the home
 * page shows them all, a calculator page only its own (loaded after the page,
 * src/app/layout/calculator-frame.tsx), so the icons are not in every page's first load (the
 * JavaScript budget).
 */
export const calculatorIcons = byId(
  import.meta.glob<LucideIcon>('./*/icon.ts', {
    base: './calculators',
    eager: true,
    import: 'default',
  }),
)
