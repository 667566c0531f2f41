/**
 * What the FGTS deposit check's form needs before the formulas load (the JavaScript budget): the
 * contracts it knows, the months it accepts, and the path other calculators link to
 * (docs/legal/fgts.md).
 */
export const FGTS_CONTRACTS = ['clt', 'aprendiz', 'domestico'] as const
export type FgtsContract = (typeof FGTS_CONTRACTS)[number]

/** The FGTS as the law of 1990 set it up (Lei 8.036/1990). */
export const FIRST_FGTS_MONTH = '1990-05'

/** 50 years of months: a whole working life, and a table a phone still draws. */
export const MAX_FGTS_MONTHS = 600

export const FGTS_CHECK_PATH = '/confira-seu-fgts'
