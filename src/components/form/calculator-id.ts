import { createContext, use } from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'

/**
 * The calculator a result belongs to, set by `CalculatorLayout` from its form: the card's share
 * button names the calculator from it, so a screen states its id once, in `useCalculatorForm`.
 */
export const CalculatorIdContext = createContext<CalculatorId | null>(null)

export function useCalculatorId(): CalculatorId {
  const id = use(CalculatorIdContext)
  // A programming error, never the person's: a card drawn outside the layout has no calculator.
  if (id === null) throw new Error('A result card must be drawn inside a CalculatorLayout.')
  return id
}
