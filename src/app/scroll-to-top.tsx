import { useEffect } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom'

/**
 * The declarative router has no scroll restoration: without this, a card tapped far down the home
 * page would open its calculator scrolled to the same depth. Back/Forward (POP) are left to the
 * browser, which restores the position the user left; opening the home modal (same path) is not
 * a page change and does not scroll.
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0)
  }, [pathname, navigationType])
  return null
}
