import { createContext } from 'react'

import type { ResolvedTheme, Theme } from './theme-store.ts'

export type ThemeContextValue = {
  /** What the user chose: claro, escuro or sistema. */
  theme: Theme
  /** What is on screen now. */
  resolvedTheme: ResolvedTheme
  setTheme: (theme: Theme) => void
}

export const ThemeContext = createContext<ThemeContextValue | null>(null)
