import { useEffect, useState, type ReactNode } from 'react'

import { useHydrated } from '@/hooks/use-hydrated.ts'
import { useTheme } from '@/hooks/use-theme.ts'

import { ThemeContext } from './theme-context.ts'
import { createThemeStore } from './theme-store.ts'

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createThemeStore)
  return (
    <ThemeContext value={store}>
      <ThemeOnPage />
      {children}
    </ThemeContext>
  )
}

/** Keeps `<html>` and the toolbar colour on the visitor's theme; a leaf, so that the theme
 * arriving after hydration re-renders nothing else. */
function ThemeOnPage() {
  const { resolvedTheme } = useTheme()
  const hydrated = useHydrated()

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

  return null
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
