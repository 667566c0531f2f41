/** Choices and limits of the à vista × parcelado form, apart from the formulas. */

/** `entrada=sim`: the first instalment is paid at the purchase ("1 + n − 1"). */
export const FIRST_AT_PURCHASE_OPTIONS = ['sim', 'nao'] as const

/** Most instalments a purchase is split into here (ten years of months). */
export const MAX_INSTALMENTS = 120

/** Highest monthly yield accepted, in % (above it no saving account exists). */
export const MAX_YIELD = 100
