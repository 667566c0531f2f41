import { createContext } from 'react'

import type { ResolvedTheme, Theme, ThemeStore } from './theme-store.ts'

export type ThemeContextValue = {
  /** What the user chose: claro, escuro or sistema. */
  theme: Theme
  /** What is on screen now. */
  resolvedTheme: ResolvedTheme
  setTheme: (theme: Theme) => void
}

/**
 * The theme store itself, never the theme: a context whose value changes right after hydration
 * (the visitor's stored or system theme replacing the prerender's) reaches every lazy boundary
 * still waiting for its code, and React then drops that boundary's prerendered HTML and renders it
 * afresh, with what a person had typed into its form. Readers subscribe in `useTheme`.
 */
export const ThemeContext = createContext<ThemeStore | null>(null)
