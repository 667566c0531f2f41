import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/**
 * False from the moment src/main.tsx starts hydrating the prerendered page until the page's
 * own content has hydrated (src/app/hydration-mark.tsx); true otherwise, so what mounts in a
 * page rendered in the browser (and in the tests) starts true.
 */
let settled = true
let onSettled: (() => void) | undefined

/** `whenDone` runs once the page has hydrated. */
export function startHydrating(whenDone?: () => void): void {
  settled = false
  onSettled = whenDone
}

export function markPageHydrated(): void {
  settled = true
  onSettled?.()
  onSettled = undefined
}

/**
 * True while React hydrates the prerendered page. A first render must not draw what a lazy
 * module's `current()` holds then: a link fetches its formulas at once (lazy-module.ts), so they
 * can be here before hydration, and the HTML was rendered without them; React would find text it
 * did not expect (error 418) and render the page anew.
 */
export function pageHydrating(): boolean {
  return !settled
}

const subscribe = () => () => {}

/**
 * False on the server and while React hydrates prerendered HTML, true afterwards. What depends on
 * the address's query (a tabbed screen's `modo`, the home modal) waits for it, so the first
 * client render matches the HTML, which was rendered without a query.
 *
 * The store tells a hydrating component (React asks it for the server's snapshot) from one
 * mounted in the browser. A hydrated component then turns true in a transition, which React
 * renders in slices of a few milliseconds. It must not turn true through the store: after
 * hydrating a component, React compares the server's snapshot with the browser's, and where they
 * differ it renders the component again at once, in one task. Home's catalogue cards hydrate
 * after the page's mark (their category's boundary comes later), and 45 such renders made one
 * task of up to 56 ms at 4× CPU (docs/performance.md). So a component that began by hydrating
 * reads false from the store for as long as it lives, and one mounted in the browser reads
 * whether the page has hydrated.
 */
export function useHydrated(): boolean {
  const began = useRef<'hydrating' | 'in-browser'>('in-browser')
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => began.current === 'in-browser' && settled,
    () => {
      began.current = 'hydrating'
      return false
    },
  )
  const [hydrated, setHydrated] = useState(inBrowser)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated || inBrowser
}
