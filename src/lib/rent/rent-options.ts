/** Choices of the reajuste de aluguel form, apart from the formulas and the series' data. */

/** `indice`, as the link names it: the indices rent contracts use (docs/legal/rent.md). */
export const RENT_INDICES = ['igpm', 'ipca', 'inpc'] as const
export type RentIndex = (typeof RENT_INDICES)[number]

/** The index of most residential contracts, used when the link names none. */
export const DEFAULT_RENT_INDEX: RentIndex = 'igpm'

/** The adjustment is yearly (Lei 10.192/2001 art. 2º §1º): the twelve months before the new rent. */
export const RENT_MONTHS = 12
