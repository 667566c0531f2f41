import { createContext } from 'react'

/**
 * True while a form waits for its formulas' chunk (Calcular pressed, or a link opened, before the
 * library arrived on a slow connection): the Calcular button shows that work is under way.
 */
export const FormPendingContext = createContext(false)
