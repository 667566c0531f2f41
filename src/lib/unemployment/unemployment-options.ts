import type { DateLimits } from '../core/date-limits.ts'
import { UNEMPLOYMENT_WINDOW_RULE } from '../law/tables/labour-rules.ts'

// The choices of the seguro-desemprego form, apart from the formulas so the form can be drawn
// before the formula library has loaded.

/** How the job ended: the rescisão's motivos (URL values). */
export const UNEMPLOYMENT_REASONS = [
  'sem-justa-causa',
  'rescisao-indireta',
  'antecipada-empregador',
  'pedido-demissao',
  'justa-causa',
  'acordo',
  'termino-contrato',
  'antecipada-empregado',
  'culpa-reciproca',
] as const
export type UnemploymentReason = (typeof UNEMPLOYMENT_REASONS)[number]

/** Which request this is: the 1st, the 2nd, or the 3rd and later (`solicitacao`). */
export const REQUEST_NUMBERS = [1, 2, 3] as const
export type RequestNumber = (typeof REQUEST_NUMBERS)[number]

/** Months worked are counted in the 36 months before the dismissal (Lei 7.998, art. 4º §2º). */
export const MONTHS_WINDOW = UNEMPLOYMENT_WINDOW_RULE.months

/** Days after the dismissal within which the request is filed (Res. CODEFAT 467/2005 art. 14;
 * LC 150/2015 for domestic workers). */
export const FILING_WINDOW = { from: 7, to: 120 } as const
export const DOMESTIC_FILING_WINDOW = { from: 7, to: 90 } as const

/**
 * The carência of each request (Lei 7.998/1990 art. 3º I, wording of Lei 13.134/2015): salary in
 * at least `min` of the `window` months right before the dismissal. `param` is the URL parameter
 * (and form field) that gives those months; from the 3rd request on it is a yes/no question, as
 * every one of the 6 months must have had salary.
 */
export const CARENCIA = {
  1: { window: 18, min: 12, param: 'meses18' },
  2: { window: 12, min: 9, param: 'meses12' },
  3: { window: 6, min: 6, param: 'ultimos6' },
} as const satisfies Record<RequestNumber, { window: number; min: number; param: string }>

/**
 * The dismissal date: the seguro is asked within {@link FILING_WINDOW} days of it, so one more
 * than two years back is a typing slip, and a dismissal is simulated up to
 * about a year ahead (docs/decisions.md, "Datas plausíveis").
 */
export const DISMISSAL_DATE_LIMITS: DateLimits = {
  earliest: { daysFromToday: -731 },
  latest: { daysFromToday: 366 },
}
