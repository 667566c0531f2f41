import { useLocation } from 'react-router-dom'

import { findEntry } from '@/catalogue/catalogue.ts'
import { useHydrated } from '@/hooks/use-hydrated.ts'

/** The calculator named by `?calc=` on the home page, if it is a known id (after hydration). */
export function useModalEntry() {
  const { search } = useLocation()
  const hydrated = useHydrated()
  return hydrated ? findEntry(new URLSearchParams(search).get('calc')) : undefined
}
