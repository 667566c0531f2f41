import { createContext } from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'

/**
 * Looks a calculator's name up by id, for the share text. The app provides it from the catalogue
 * (`src/app/calculator-screen.tsx`): the form kit knows nothing of the catalogue. Without a
 * provider (a screen rendered alone in a test) the share falls back to the site's name.
 */
export const CalculatorNames = createContext<(id: CalculatorId) => string | undefined>(
  () => undefined,
)
