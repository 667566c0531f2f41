import { igpm } from '../series/data/igpm.ts'
import { inpc } from '../series/data/inpc.ts'
import { ipca } from '../series/data/ipca.ts'
import { adjustRent, type RentInput } from './adjust-rent.ts'

/**
 * The reajuste de aluguel on the series the site ships (adjust-rent.ts has the rule). The screen
 * loads this module, and with it the data, on the first intent: never with the page.
 */

export const rentSeries = { igpm, ipca, inpc } as const

export function calculateRent(input: RentInput) {
  return adjustRent(input, rentSeries)
}
