import { useContext, useSyncExternalStore } from 'react'

import { ThemeContext, type ThemeContextValue } from '@/providers/theme-context.ts'
import {
  DEFAULT_THEME,
  getSystemDark,
  resolveTheme,
  subscribeSystemDark,
} from '@/providers/theme-store.ts'

const serverTheme = () => DEFAULT_THEME
const serverDark = () => false

/** The chosen and shown theme. The server snapshots keep a prerendered page identical to the
 * first client render; the visitor's values arrive right after hydration. */
export function useTheme(): ThemeContextValue {
  const store = useContext(ThemeContext)
  if (!store)
    throw new Error(
      'useTheme must be used within a ThemeProvider (src/providers/theme-provider.tsx).',
    )
  const theme = useSyncExternalStore(store.subscribe, store.getSnapshot, serverTheme)
  const systemDark = useSyncExternalStore(subscribeSystemDark, getSystemDark, serverDark)
  return { theme, resolvedTheme: resolveTheme(theme, systemDark), setTheme: store.set }
}
