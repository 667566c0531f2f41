// The choices and defaults of the renda fixa form, apart from the formulas so the form can be
// drawn before the formula library has loaded.

/** The term's unit (`unidade`). */
export const TERM_UNITS = ['dias', 'meses', 'anos'] as const
export type TermUnit = (typeof TERM_UNITS)[number]

/** Longest term: 30 years, in each unit. */
export const MAX_TERM: Readonly<Record<TermUnit, number>> = { dias: 10950, meses: 360, anos: 30 }

/** % of the CDI when the field is empty: a plain CDB pays 100%, an LCI/LCA about 90%. */
export const DEFAULT_CDB_PERCENT = 100
export const DEFAULT_LCI_PERCENT = 90

/** The products compared, in the order shown. */
export const PRODUCTS = ['cdb', 'lci', 'pre', 'ipcamais', 'tesouro-selic', 'poupanca'] as const
export type Product = (typeof PRODUCTS)[number]

/** The fields the shipped official series fill in (docs/legal/official-series.md). */
export const OFFICIAL_FIELDS = ['cdi', 'selic', 'tr', 'ipca'] as const
export type OfficialField = (typeof OFFICIAL_FIELDS)[number]
