import { useLocation } from 'react-router-dom'

import { findEntry } from '@/catalogue/catalogue.ts'

/** The calculator named by `?calc=` on the home page, if it is a known id. */
export function useModalEntry() {
  const { search } = useLocation()
  return findEntry(new URLSearchParams(search).get('calc'))
}
