import { useContext } from 'react'

import { ThemeContext, type ThemeContextValue } from '@/providers/theme-context.ts'

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext)
  if (!value)
    throw new Error(
      'useTheme must be used within a ThemeProvider (src/providers/theme-provider.tsx).',
    )
  return value
}
