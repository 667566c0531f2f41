import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'

import { useHydrated } from '@/hooks/use-hydrated.ts'

import { ThemeContext, type ThemeContextValue } from './theme-context.ts'
import {
  createThemeStore,
  DEFAULT_THEME,
  getSystemDark,
  subscribeSystemDark,
  type ResolvedTheme,
} from './theme-store.ts'

const serverTheme = () => DEFAULT_THEME
const serverDark = () => false

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createThemeStore)
  // The server snapshots keep a prerendered page identical to the first client render; the real
  // values arrive right after hydration (the class on <html> is already right: theme-init.js).
  const theme = useSyncExternalStore(store.subscribe, store.getSnapshot, serverTheme)
  const systemDark = useSyncExternalStore(subscribeSystemDark, getSystemDark, serverDark)
  const hydrated = useHydrated()
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme

  useEffect(() => {
    // While hydrating, the snapshots are the server's, not the visitor's: wait for the real ones.
    if (!hydrated) return
    const root = document.documentElement
    const dark = resolvedTheme === 'dark'
    // theme-init.js has usually set <html> already; touching it again would restyle the whole
    // page twice (with and without transitions) during hydration, for nothing.
    if (root.classList.contains('dark') !== dark || root.style.colorScheme !== resolvedTheme) {
      const restore = disableTransitions()
      root.classList.toggle('dark', dark)
      root.style.colorScheme = resolvedTheme
      restore()
    }
    // The browser's toolbar colour follows the chosen theme, not only the system preference.
    const background = window.getComputedStyle(root).getPropertyValue('--background').trim()
    if (background) {
      document
        .querySelectorAll('meta[name="theme-color"]')
        .forEach((meta) => meta.setAttribute('content', background))
    }
  }, [hydrated, resolvedTheme])

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, setTheme: store.set }),
    [theme, resolvedTheme, store],
  )
  return <ThemeContext value={value}>{children}</ThemeContext>
}

/** Without this every colour would animate at once when the theme flips (see index.css). */
function disableTransitions(): () => void {
  const root = document.documentElement
  root.classList.add('theme-switching')
  return () => {
    // Force a style flush so the new colours land before transitions come back.
    void window.getComputedStyle(root).getPropertyValue('color')
    requestAnimationFrame(() => root.classList.remove('theme-switching'))
  }
}
