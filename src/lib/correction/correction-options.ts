/** Choices of the correção monetária form, apart from the formulas and the series' data. */

/** `indice`, as the link names it: the monthly series the site ships (docs/legal/correction.md). */
export const CORRECTION_INDICES = [
  'ipca',
  'inpc',
  'igpm',
  'selic',
  'cdi',
  'tr',
  'poupanca',
  'taxa-legal',
] as const
export type CorrectionIndex = (typeof CORRECTION_INDICES)[number]

/**
 * Series the site has no month of yet: the form does not offer them and a link naming one gets a
 * message. A test holds this list to the data, so it changes when the data does.
 */
export const INDICES_WITHOUT_DATA: readonly CorrectionIndex[] = ['cdi']

/** Price indices: a result by one of them shows the same value by the others beside it. */
export const PRICE_INDICES = ['ipca', 'inpc', 'igpm'] as const satisfies readonly CorrectionIndex[]

/** `percentual` of the CDI when the link has none: the whole CDI. */
export const DEFAULT_CDI_PERCENT = 100

/** The largest `percentual` accepted: no investment pays ten times the CDI. */
export const MAX_CDI_PERCENT = 1000
